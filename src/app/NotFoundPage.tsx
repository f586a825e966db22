import { Button } from '@mui/material';
import { RouterLink } from '../browser-kit/ui/RouterLink';
import { useIntl } from 'react-intl';
import { useMessageTitle } from '../browser-kit/use-message-title';
import { MessageScreen } from '../browser-kit/ui/MessageScreen';

export default function NotFoundPage() {
  const intl = useIntl();
  useMessageTitle('notFound.documentTitle');
  return (
    <MessageScreen
      look="page"
      title={intl.formatMessage({ id: 'notFound.title' })}
      text={intl.formatMessage({ id: 'notFound.body' })}
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          {intl.formatMessage({ id: 'notFound.home' })}
        </Button>
      }
    />
  );
}
