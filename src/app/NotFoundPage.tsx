import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../browser-kit/use-document-title';
import { useIntl } from 'react-intl';

export default function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.documentTitle' }));
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {intl.formatMessage({ id: 'notFound.title' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: 'notFound.body' })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Button>
    </Box>
  );
}
