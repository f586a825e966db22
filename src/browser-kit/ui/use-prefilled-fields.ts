import type { FormikProps } from 'formik';
import { useRef } from 'react';
import { useBrowserLayoutEffect } from '../use-browser-layout-effect';

/**
 * What a shopper (or a password manager) typed into a server-rendered form before its script ran stays
 * in the inputs through hydration, while Formik starts from its initial values: the form would then
 * send, or refuse as empty, something other than what is on screen. At mount this copies each text
 * field's shown value into Formik; later typing reaches it through onChange as usual.
 * Answers the ref to put on the form element.
 *
 * A layout effect: the copy is rendered in the hydration's own task, before the browser hands React the
 * next key. Formik's handlers validate the values of the last render, so a key typed between the
 * hydration and a passive effect's copy (and its render) was checked against a blank email: "Sign in"
 * stayed disabled over a filled form, with no error shown for the untouched field.
 */
export function usePrefilledFields<Values>(formik: FormikProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const atMount = useRef(formik);
  useBrowserLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const { initialValues, setFieldValue, setFieldTouched, validateForm } = atMount.current;
    const shown: Record<string, string> = {};
    for (const [name, initial] of Object.entries(initialValues as Record<string, unknown>)) {
      const input = element.elements.namedItem(name);
      if (typeof initial === 'string' && input instanceof HTMLInputElement && input.value !== initial) {
        shown[name] = input.value;
        void setFieldValue(name, input.value, false);
        // Typed by the shopper, so as good as touched: a form that waits for a touched field (Create account)
        // is not left disabled over what is on screen.
        void setFieldTouched(name, true, false);
      }
    }
    // Checked once, as typing would have: the button and the fields' ticks follow what was typed.
    if (Object.keys(shown).length > 0) void validateForm({ ...initialValues, ...shown });
  }, []);
  return form;
}
