import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useIntl } from 'react-intl';
import { type SavedAddress, SavedAddressSummary } from '../../../entities/address-book';

/** "Delete this address?", naming the address, and what becomes of the default when it is the default. */
export function DeleteAddressDialog({
  open,
  address,
  deleting,
  onConfirm,
  onClose,
}: {
  open: boolean;
  address: SavedAddress | undefined;
  deleting: boolean;
  onConfirm: (address: SavedAddress) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-address-title" aria-describedby="delete-address-body">
      <DialogTitle id="delete-address-title">{intl.formatMessage({ id: 'addresses.confirmDelete.title' })}</DialogTitle>
      {address && (
        <DialogContent>
          <SavedAddressSummary address={address} />
          <DialogContentText id="delete-address-body" sx={{ mt: 2 }}>
            {intl.formatMessage({ id: 'addresses.confirmDelete.body' })}
            {address.isDefault && ` ${intl.formatMessage({ id: 'addresses.confirmDelete.defaultNote' })}`}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button color="inherit" onClick={onClose} autoFocus>
          {intl.formatMessage({ id: 'addresses.confirmDelete.keep' })}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting || !open || !address}
          onClick={() => address && onConfirm(address)}
        >
          {intl.formatMessage({ id: 'addresses.delete' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
