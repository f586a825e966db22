import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormikHelpers, useFormik } from 'formik';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors } from '../../../browser-kit/api/error-text';
import { useToast } from '../../../browser-kit/toast';
import { fieldProps } from '../../../browser-kit/ui/formik-field';
import { type SavedAddressRequest, savedAddressRequestSchema } from '../../../universal/validation/address-book-schema';
import {
  type SavedAddress,
  ShippingAddressFields,
  useCreateAddressMutation,
  useUpdateAddressMutation,
} from '../../../entities/address-book';
import { addressFormValues, type NewAddressStart } from '../address-form';
import { useAddressFailureToast } from '../use-address-failure';
import { SaveButton } from './SaveButton';

/** The labels offered with one tap, in the page's language; anything else can be typed. */
const LABEL_SUGGESTIONS = ['addresses.form.home', 'addresses.form.work'] as const;

export interface AddressFormDialogProps {
  open: boolean;
  /** The address being edited; a new one when undefined. */
  editing: SavedAddress | undefined;
  /** Who and where a new address starts as. */
  start: NewAddressStart;
  /** Whether "Use as my default" is worth asking: not for the book's first address, nor for the default. */
  offerDefault: boolean;
  onClose: () => void;
}

/**
 * Adding or editing a saved address: the label (typed, or Home / Work in one tap), checkout's own address
 * fields and rules (spec §5, per country), and whether it becomes the default. Full screen on a phone. The
 * form is the dialog's content, which MUI unmounts once closed, so each opening starts afresh.
 */
export function AddressFormDialog({ open, editing, start, offerDefault, onClose }: AddressFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="address-form-title"
    >
      <DialogTitle id="address-form-title">
        {intl.formatMessage({ id: editing ? 'addresses.form.editTitle' : 'addresses.form.addTitle' })}
      </DialogTitle>
      <AddressForm editing={editing} start={start} offerDefault={offerDefault} onClose={onClose} />
    </Dialog>
  );
}

function AddressForm({ editing, start, offerDefault, onClose }: Omit<AddressFormDialogProps, 'open'>) {
  const intl = useIntl();
  const toast = useToast();
  const showFailure = useAddressFailureToast();
  const [createAddress, created] = useCreateAddressMutation();
  const [updateAddress, updated] = useUpdateAddressMutation();
  const saving = created.isLoading || updated.isLoading;

  async function save(values: SavedAddressRequest, helpers: FormikHelpers<SavedAddressRequest>) {
    const body = savedAddressRequestSchema.cast(values);
    const result = editing ? await updateAddress({ id: editing.id, body }) : await createAddress(body);
    if ('data' in result) {
      toast.success(editing ? 'addresses.saved' : 'addresses.added');
      onClose();
      return;
    }
    const errors = fieldErrors(result.error);
    if (errors) helpers.setErrors(errors);
    showFailure(result.error, 'addresses.saveFailed');
  }

  const formik = useFormik<SavedAddressRequest>({
    initialValues: addressFormValues(editing, start),
    validationSchema: savedAddressRequestSchema,
    onSubmit: save,
  });

  // Formik skips onSubmit for an invalid form; the shopper is still told why nothing happened.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) toast.error('addresses.form.fixErrors');
    await formik.submitForm();
  }

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>
            <TextField
              {...fieldProps(formik, 'label')}
              label={intl.formatMessage({ id: 'addresses.form.label' })}
              placeholder={intl.formatMessage({ id: 'addresses.form.labelHint' })}
              fullWidth
              size="small"
              disabled={saving}
              autoFocus
            />
            <Stack
              direction="row"
              spacing={1}
              role="group"
              aria-label={intl.formatMessage({ id: 'addresses.form.suggestions' })}
              sx={{ mt: 1 }}
            >
              {LABEL_SUGGESTIONS.map((id) => {
                const text = intl.formatMessage({ id });
                return (
                  <Chip
                    key={id}
                    label={text}
                    variant={formik.values.label === text ? 'filled' : 'outlined'}
                    onClick={() => void formik.setFieldValue('label', text)}
                    disabled={saving}
                  />
                );
              })}
            </Stack>
          </div>
          <ShippingAddressFields formik={formik} disabled={saving} />
          {offerDefault && (
            <FormControlLabel
              control={
                <Checkbox
                  name="makeDefault"
                  checked={formik.values.makeDefault}
                  onChange={(event) => void formik.setFieldValue('makeDefault', event.target.checked)}
                  disabled={saving}
                />
              }
              label={intl.formatMessage({ id: 'addresses.form.makeDefault' })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={saving}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
        <SaveButton saving={saving} labelId="addresses.form.save" savingId="addresses.form.saving" />
      </DialogActions>
    </Box>
  );
}
