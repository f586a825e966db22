import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { knownCountry } from '../../universal/validation/contact-rules';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { type CountryFollow, loadCountryFollow } from './checkout-draft';
import type { CheckoutFormValues } from './checkout-form';

const COUNTRY_FIELD = 'shippingAddress.country';

/**
 * The checkout form's country follows the header's "Deliver to" (issue 48): a country the shopper picks
 * there after checkout opened (on this page, or elsewhere before coming back to this tab's draft) moves
 * the form's country, and with it the delivery's rates and tax. It stops the moment the shopper edits
 * the form's own country field: from then on the form is theirs. Where checkout first starts (the
 * address book, the profile, the last order) is use-starting-address's; this decides only what a later
 * pick does.
 *
 * `resumed`: the form holds this tab's draft, whose saved state says which pick it last saw and
 * whether the country was edited. Gives the state for the draft to keep, and the form to hand to the
 * address fields, which marks an edit of the country field (the fields know nothing of this).
 */
export function useCountryFollow(
  formik: FormikProps<CheckoutFormValues>,
  resumed: boolean,
): { countryFollow: CountryFollow; addressForm: FormikProps<CheckoutFormValues> } {
  const { shipTo, shipToPicked } = useShopperLocale();
  const [saved] = useState(() => (resumed ? loadCountryFollow() : undefined));
  const [edited, setEdited] = useState(saved?.edited ?? false);
  // The header's country the form has answered: a draft's, else the one the page opened with.
  const seen = useRef(saved?.shipTo ?? shipTo);
  useEffect(() => {
    if (seen.current === shipTo) return;
    seen.current = shipTo;
    // Only the shopper's own pick moves the form; a guess replaced (by the profile's country) does not.
    if (edited || !shipToPicked) return;
    const country = knownCountry(shipTo);
    if (country && formik.values.shippingAddress.country !== country) void formik.setFieldValue(COUNTRY_FIELD, country);
  }, [shipTo, shipToPicked, edited, formik]);

  const markEdited = () => setEdited(true);
  const addressForm: FormikProps<CheckoutFormValues> = {
    ...formik,
    // The country select changes through handleChange (its event names the field); anything setting the
    // field by name (a field resetting what depends on the country) counts too.
    handleChange: ((eventOrPath: unknown) => {
      if (eventTargetName(eventOrPath) === COUNTRY_FIELD) markEdited();
      return (formik.handleChange as (arg: unknown) => unknown)(eventOrPath);
    }) as FormikProps<CheckoutFormValues>['handleChange'],
    setFieldValue: (field, value, shouldValidate) => {
      if (field === COUNTRY_FIELD) markEdited();
      return formik.setFieldValue(field, value, shouldValidate);
    },
  };
  return { countryFollow: { shipTo, edited }, addressForm };
}

function eventTargetName(eventOrPath: unknown): unknown {
  if (typeof eventOrPath !== 'object' || eventOrPath === null || !('target' in eventOrPath)) return undefined;
  const { target } = eventOrPath as { target: unknown };
  return typeof target === 'object' && target !== null && 'name' in target
    ? (target as { name: unknown }).name
    : undefined;
}
