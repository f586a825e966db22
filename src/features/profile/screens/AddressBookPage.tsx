import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Grid, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { MAX_SAVED_ADDRESSES } from '../../../universal/contracts/addresses';
import { knownCountry } from '../../../universal/validation/contact-rules';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { selectSignedIn, selectUser } from '../../../browser-kit/session';
import { useToast } from '../../../browser-kit/toast';
import { flipInRtl } from '../../../browser-kit/ui/flip-in-rtl';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import {
  type SavedAddress,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
} from '../../../entities/address-book';
import { AddressCard } from '../components/AddressCard';
import { AddressFormDialog } from '../components/AddressFormDialog';
import { DeleteAddressDialog } from '../components/DeleteAddressDialog';
import { useAddressFailureToast } from '../use-address-failure';
import { LoadingOrFailed } from '../components/LoadingOrFailed';

/**
 * A dialog's state: whether it is open, and the address it is about (none: a new one). The address stays
 * while the dialog closes, so its words do not change as it fades out.
 */
interface DialogState {
  open: boolean;
  address?: SavedAddress;
}
const CLOSED: DialogState = { open: false };

/**
 * /account/addresses (issue 34): the shopper's saved addresses, the default first, each to edit, delete
 * (after a confirmation) or make the default; "Add address" until the book holds MAX_SAVED_ADDRESSES.
 */
export default function AddressBookPage() {
  const intl = useIntl();
  useMessageTitle('addresses.title');
  const toast = useToast();
  const showFailure = useAddressFailureToast();
  const signedIn = useSelector(selectSignedIn);
  const user = useSelector(selectUser);
  const { shipTo } = useShopperLocale();
  const book = useGetAddressesQuery(undefined, { skip: !signedIn });
  const [deleteAddress, deletion] = useDeleteAddressMutation();
  const [setDefault, defaulting] = useSetDefaultAddressMutation();
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [deleting, setDeleting] = useState<DialogState>(CLOSED);
  const close = (state: DialogState) => ({ ...state, open: false });
  const addresses = book.data ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const busy = deletion.isLoading || defaulting.isLoading;

  async function confirmDelete(address: SavedAddress) {
    const result = await deleteAddress(address.id);
    setDeleting(close);
    if ('data' in result) toast.success('addresses.deleted');
    else showFailure(result.error, 'addresses.deleteFailed');
  }

  async function makeDefault(address: SavedAddress) {
    const result = await setDefault(address.id);
    if ('data' in result) toast.success('addresses.defaultSet');
    else showFailure(result.error, 'addresses.defaultFailed');
  }

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddLocationAltOutlined aria-hidden />}
      onClick={() => setForm({ open: true })}
      disabled={full || !book.isSuccess}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {intl.formatMessage({ id: 'addresses.add' })}
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to="/account"
        color="inherit"
        startIcon={<ArrowBack aria-hidden sx={flipInRtl} />}
        sx={{ mb: 1 }}
      >
        {intl.formatMessage({ id: 'addresses.back' })}
      </Button>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 500 }}>
            {intl.formatMessage({ id: 'addresses.title' })}
          </Typography>
          {book.isSuccess && addresses.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'addresses.count' }, { count: addresses.length, max: MAX_SAVED_ADDRESSES })}
            </Typography>
          )}
        </Box>
        {addresses.length > 0 && addButton}
      </Box>

      {full && (
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'addresses.full' })}
        </Typography>
      )}

      <LoadingOrFailed query={book} loadingId="addresses.loading" failedId="addresses.loadFailed" roomy />
      {book.isSuccess && addresses.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderColor: 'shop.border' }}>
          <Typography variant="h6" component="h2">
            {intl.formatMessage({ id: 'addresses.empty.title' })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {intl.formatMessage({ id: 'addresses.empty.body' })}
          </Typography>
          {addButton}
        </Paper>
      )}
      {addresses.length > 0 && (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={intl.formatMessage({ id: 'addresses.list' })}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {addresses.map((address) => (
            <Grid key={address.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setForm({ open: true, address })}
                onDelete={() => setDeleting({ open: true, address })}
                onMakeDefault={() => void makeDefault(address)}
              />
            </Grid>
          ))}
        </Grid>
      )}

      <AddressFormDialog
        open={form.open}
        editing={form.address}
        start={{ name: user?.name ?? '', phone: user?.phone ?? '', country: knownCountry(shipTo) }}
        offerDefault={addresses.length > 0 && !form.address?.isDefault}
        onClose={() => setForm(close)}
      />
      <DeleteAddressDialog
        open={deleting.open}
        address={deleting.address}
        deleting={deletion.isLoading}
        onConfirm={(address) => void confirmDelete(address)}
        onClose={() => setDeleting(close)}
      />
    </Container>
  );
}
