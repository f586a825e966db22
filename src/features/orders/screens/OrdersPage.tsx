import { Container, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../shared/use-document-title';

// Placeholder until the feature issue builds this screen.
export default function OrdersPage() {
  useDocumentTitle('Your Orders');
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Your Orders
      </Typography>
    </Container>
  );
}
