import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { type OrderRef, useDownloadReceiptMutation } from '../orders-api';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';

/** "Print" and "Download PDF", left out of the printed page. */
export function ReceiptActions({ order }: { order: OrderRef }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const [download, { isLoading }] = useDownloadReceiptMutation();
  const showFailure = useChangeFailureToast();
  const save = async () => {
    const result = await download({ order, locale });
    if ('error' in result) showFailure(result.error, 'receipt.downloadFailed');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {intl.formatMessage({ id: 'receipt.print' })}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        sx={{ borderColor: 'shop.border' }}
        startIcon={<DownloadIcon />}
        onClick={() => void save()}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {intl.formatMessage({ id: 'receipt.download' })}
      </Button>
    </Box>
  );
}
