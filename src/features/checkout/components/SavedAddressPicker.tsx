import { Alert, Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { MAX_SAVED_ADDRESSES } from '../../../universal/contracts/addresses';
import { SHIPPING_ADDRESS_DEFAULTS, type ShippingAddress } from '../../../universal/validation/checkout-schema';
import { selectSignedIn } from '../../../browser-kit/session';
import { usePhoneRules } from '../../../browser-kit/use-phone-rules';
import {
  asShippingAddress,
  isSameAddress,
  isShippable,
  type SavedAddress,
  SavedAddressSummary,
  ShippingAddressFields,
  useGetAddressesQuery,
} from '../../../entities/address-book';
import type { CheckoutFormValues } from '../checkout-form';
import { ChoiceCard, ChoiceCardGroup } from './ChoiceCard';
import { Spinner } from '../../../browser-kit/ui/Spinner';

/** The radio value of "Use a new address" (saved addresses go by their uuid). */
const NEW_ADDRESS = 'new';

/**
 * Checkout's step 1 (issue 34): ship to a saved address, chosen on a radio card, or "Use a new address",
 * which shows the address fields and "Save this address to my address book" (saved with the order, if
 * ticked). The form's shipping address is always what the order sends: choosing a card copies that
 * address into it, and a card shows as chosen only while the form holds exactly its address, so the
 * fields are hidden only when what is shown is what will be sent.
 *
 * The page's starting address (the default, or the last used one) reaches the form once the book and the
 * shopper's other addresses have loaded (the screen copies it in, in an effect of its own); until then, for
 * a shopper with saved addresses, a loading line stands where the cards will be, so they appear once,
 * already chosen. `resumed`: the form holds this tab's draft, which needs no start.
 */
export function SavedAddressPicker({
  formik,
  startingAddress,
  resumed,
  disabled,
}: {
  formik: FormikProps<CheckoutFormValues>;
  startingAddress: ShippingAddress | undefined;
  resumed: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const signedIn = useSelector(selectSignedIn);
  const book = useGetAddressesQuery(undefined, { skip: !signedIn });
  const saved = book.data ?? [];
  const address = formik.values.shippingAddress;
  const [picked, setPicked] = useState<string>();
  // Whether a saved address can be shipped to reads its phone: once libphonenumber is in, it renders again.
  usePhoneRules();
  // Set in the same commit as the screen's effect copies the start into the form (a child's effects run
  // first, and both updates render together): from the next render on, the form holds it.
  const [startLanded, setStartLanded] = useState(false);
  useEffect(() => {
    if (startingAddress) setStartLanded(true);
  }, [startingAddress]);

  if (book.isLoading || (saved.length > 0 && !resumed && !startLanded)) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <Spinner size={20} tone="primary" />
        <Typography>{intl.formatMessage({ id: 'checkout.addressBook.loading' })}</Typography>
      </Box>
    );
  }

  const choice = picked ?? saved.find((entry) => isSameAddress(entry, address))?.id ?? NEW_ADDRESS;
  const chosen = saved.find((entry) => entry.id === choice);
  const showingSaved = chosen !== undefined && isShippable(chosen) && isSameAddress(chosen, address);
  const canSave = book.isSuccess && choice === NEW_ADDRESS;

  function choose(value: string) {
    setPicked(value);
    const entry = saved.find((candidate) => candidate.id === value);
    const next = entry ? asShippingAddress(entry) : { ...SHIPPING_ADDRESS_DEFAULTS, country: address.country };
    void formik.setFieldValue('shippingAddress', next);
    // A new address starts blank: no "required" on fields the shopper has not reached yet.
    void formik.setFieldTouched('shippingAddress', false, false);
    if (entry) void formik.setFieldValue('saveAddress', false, false);
  }

  const fields = (
    <>
      {chosen && !showingSaved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'checkout.addressBook.incomplete' })}
        </Alert>
      )}
      <ShippingAddressFields formik={formik} path="shippingAddress" disabled={disabled} />
      {canSave && <SaveAddressChoice formik={formik} full={saved.length >= MAX_SAVED_ADDRESSES} disabled={disabled} />}
    </>
  );

  if (saved.length === 0) return fields;

  return (
    <Stack spacing={2}>
      <ChoiceCardGroup
        id="saved-address-label"
        legendId="checkout.addressBook.legend"
        name="savedAddress"
        value={choice}
        onChange={choose}
        disabled={disabled}
      >
        {saved.map((entry: SavedAddress) => (
          <ChoiceCard
            key={entry.id}
            value={entry.id}
            checked={choice === entry.id}
            disabled={disabled}
            label={<SavedAddressSummary address={entry} />}
          />
        ))}
        <ChoiceCard
          value={NEW_ADDRESS}
          checked={choice === NEW_ADDRESS}
          disabled={disabled}
          label={
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {intl.formatMessage({ id: 'checkout.addressBook.new' })}
            </Typography>
          }
        />
      </ChoiceCardGroup>
      {!showingSaved && <Box>{fields}</Box>}
    </Stack>
  );
}

/** The tick under a new address; a full book says why it cannot be saved instead. */
function SaveAddressChoice({
  formik,
  full,
  disabled,
}: {
  formik: FormikProps<CheckoutFormValues>;
  full: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  if (full) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {intl.formatMessage({ id: 'checkout.addressBook.full' }, { max: MAX_SAVED_ADDRESSES })}
      </Typography>
    );
  }
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Checkbox
          name="saveAddress"
          checked={Boolean(formik.values.saveAddress)}
          onChange={(event) => void formik.setFieldValue('saveAddress', event.target.checked, false)}
          disabled={disabled}
        />
      }
      label={intl.formatMessage({ id: 'checkout.addressBook.save' })}
    />
  );
}
