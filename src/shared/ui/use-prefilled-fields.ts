import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * What a shopper (or a password manager) typed into a server-rendered form before its script ran stays
 * in the inputs through hydration, while Formik starts from its initial values: the form would then
 * send, or refuse as empty, something other than what is on screen. At mount this copies each text
 * field's shown value into Formik; later typing reaches it through onChange as usual.
 * Answers the ref to put on the form element.
 */
export function usePrefilledFields<Values>(formik: FormikProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const atMount = useRef(formik);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const { initialValues, setFieldValue } = atMount.current;
    for (const [name, initial] of Object.entries(initialValues as Record<string, unknown>)) {
      const input = element.elements.namedItem(name);
      if (typeof initial === 'string' && input instanceof HTMLInputElement && input.value !== initial) {
        void setFieldValue(name, input.value, false);
      }
    }
  }, []);
  return form;
}
