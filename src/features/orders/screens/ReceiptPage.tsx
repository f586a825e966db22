import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, GlobalStyles, Paper, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { flipInRtl } from '../../../browser-kit/ui/flip-in-rtl';
import { ReceiptActions } from '../components/ReceiptActions';
import { ReceiptDocument } from '../components/ReceiptDocument';
import { type OrderRef, orderPagePath } from '../orders-api';
import { useRoutedOrder } from '../use-routed-order';
import { PageSpinner } from '../components/PageSpinner';
import { OrderLoadFailed } from '../components/OrderLoadFailed';

/**
 * Printed, the receipt is the page: the shop's header and footer (and the skip link) stay on screen,
 * and the paper gets black on white without the screen's frame.
 */
const printStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '@media print': {
        'header, footer, a[href="#main"]': { display: 'none !important' },
        '#main': { minHeight: '0 !important' },
        body: { backgroundColor: theme.palette.common.white, color: theme.palette.common.black },
        '@page': { margin: '12mm' },
      },
    })}
  />
);

function BackToOrder({ order }: { order: OrderRef }) {
  const intl = useIntl();
  return (
    <Button
      component={RouterLink}
      to={orderPagePath(order)}
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
      color="inherit"
    >
      {intl.formatMessage({ id: 'receipt.back' })}
    </Button>
  );
}

/** /orders/:id/receipt: the order's receipt, to print or to download as a PDF. */
export default function ReceiptPage() {
  const { ref, query, failed } = useRoutedOrder('receipt.documentTitle', 'receipt.title');
  const intl = useIntl();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, '@media print': { p: 0, maxWidth: 'none' } }}>
      {printStyles}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 2,
          displayPrint: 'none',
        }}
      >
        <BackToOrder order={ref} />
        {query.data && <ReceiptActions order={ref} />}
      </Box>
      {query.isLoading ? (
        <PageSpinner labelId="receipt.loading" />
      ) : query.data ? (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, sm: 4 },
            '@media print': { border: 'none', p: 0, color: 'common.black', bgcolor: 'common.white' },
          }}
        >
          <ReceiptDocument order={query.data} />
        </Paper>
      ) : failed ? (
        <OrderLoadFailed query={query} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1">
            {intl.formatMessage({ id: 'orderDetail.notFound' })}
          </Typography>
        </Paper>
      )}
    </Container>
  );
}
