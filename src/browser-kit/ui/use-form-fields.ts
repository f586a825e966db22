import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';
import { type FieldBindingOptions, fieldProps } from './formik-field';

/**
 * The fields of a compact one-column form (the sign-in family, checkout's guest part, the order lookup):
 * each bound to its Formik field (fieldProps), labelled by its message id, full width and small. `text`
 * is a TextField's, `password` a PasswordField's, whose show/hide button names the field by
 * `toggleLabelId` (or says "password").
 */
export function useFormFields<Values>(formik: FormikProps<Values>) {
  const intl = useIntl();
  const text = (name: string, labelId: MessageId, options?: FieldBindingOptions) => ({
    ...fieldProps(formik, name, options),
    label: intl.formatMessage({ id: labelId }),
    fullWidth: true,
    size: 'small' as const,
  });
  const password = (name: string, labelId: MessageId, toggleLabelId?: MessageId) => ({
    ...text(name, labelId),
    toggleLabel: toggleLabelId && intl.formatMessage({ id: toggleLabelId }),
  });
  return { text, password };
}
