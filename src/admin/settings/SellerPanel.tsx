import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { SELLER_LIMITS, type SellerDetails } from '../../universal/contracts/admin/settings';
import { useT } from '../i18n/use-t';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { useSetSellerMutation } from './settings-api';

/** The server's limits; every field may be left empty (not set yet). */
const sellerSchema = object({
  legalName: string().max(SELLER_LIMITS.legalName, 'validation.tooLong'),
  address: string().max(SELLER_LIMITS.address, 'validation.tooLong'),
  taxNumber: string().max(SELLER_LIMITS.taxNumber, 'validation.tooLong'),
});

const FIELDS = ['legalName', 'address', 'taxNumber'] as const;

/** The seller's legal name, registered address and tax number, as receipts and order mails print them. */
export function SellerPanel({ seller }: { seller: SellerDetails }) {
  const t = useT();
  const toast = useToast();
  const [save] = useSetSellerMutation();
  const formik = useFormik<SellerDetails>({
    initialValues: seller,
    enableReinitialize: true,
    validationSchema: sellerSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => save(values).unwrap(), helpers, FIELDS);
      if (result) {
        helpers.resetForm({ values: result.answer });
        toast.success('settings.sellerSaved');
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <Panel title={t('settings.sellerTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.sellerHelp')}
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={t('settings.sellerTitle')}>
        <FormFailure formik={formik} />
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextField {...field('legalName')} label={t('settings.legalName')} size="small" autoComplete="organization" />
          <TextField
            {...field('address')}
            label={t('settings.sellerAddress')}
            multiline
            minRows={3}
            size="small"
            autoComplete="street-address"
            helperText={field('address').helperText ?? t('settings.sellerAddressHelp')}
          />
          <TextField {...field('taxNumber')} label={t('settings.taxNumber')} size="small" autoComplete="off" />
          <div>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting || !formik.dirty}>
              {t('settings.saveSeller')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
