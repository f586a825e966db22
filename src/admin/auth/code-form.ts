import { type FormikHelpers, useFormik } from 'formik';
import { object } from 'yup';
import { type Failure, failureOf } from '../api/failure';
import { showFailure } from '../ui/form';
import { codeRule } from './code-field';

/**
 * A form of one authenticator code (sign-in's second step, turning two-step sign-in on, moving it): the
 * field `name` holds six digits; on submit `send` gets the code. A wrong code is said on the field, any
 * other failure where the form says its failures, unless `onFailure` dealt with it first (answering true).
 */
export function useCodeForm<Name extends string>(
  name: Name,
  send: (code: string, helpers: FormikHelpers<Record<Name, string>>) => Promise<void>,
  onFailure?: (failure: Failure) => boolean,
) {
  return useFormik<Record<Name, string>>({
    initialValues: { [name]: '' } as Record<Name, string>,
    validationSchema: object({ [name]: codeRule }),
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      try {
        await send(values[name], helpers);
      } catch (error) {
        const failure = failureOf(error);
        if (onFailure?.(failure)) return;
        if (failure.code === 'INVALID_CREDENTIALS') helpers.setFieldError(name, 'validation.codeWrong');
        else await showFailure(error, helpers, [name]);
      }
    },
  });
}
