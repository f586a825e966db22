import { Container, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../shared/use-document-title';

// Placeholder until the feature issue builds this screen.
export default function ProfilePage() {
  useDocumentTitle('Your Profile');
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Your Profile
      </Typography>
    </Container>
  );
}
