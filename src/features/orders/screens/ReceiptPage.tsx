import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Container, GlobalStyles, Paper, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useOrderRef } from '../use-order-ref';
import { orderNumber } from '../../../universal/order-status';
import { useLoadFailureToast } from '../../../browser-kit/api/use-load-failure-toast';
import { flipInRtl } from '../../../browser-kit/ui/flip-in-rtl';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { ReceiptActions } from '../components/ReceiptActions';
import { ReceiptDocument } from '../components/ReceiptDocument';
import { type OrderRef, orderPagePath, useGetOrderQuery } from '../orders-api';

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
  const ref = useOrderRef();
  const query = useGetOrderQuery(ref);
  const intl = useIntl();
  useLoadFailureToast(query, 'orderDetail.loadFailed');
  useDocumentTitle(
    query.data
      ? intl.formatMessage({ id: 'receipt.documentTitle' }, { number: orderNumber(query.data._id) })
      : intl.formatMessage({ id: 'receipt.title' }),
  );

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
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'receipt.loading' })} />
        </Box>
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
      ) : query.isError && (query.error as { status?: unknown } | undefined)?.status !== 404 ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'orderDetail.couldNotLoad' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
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
