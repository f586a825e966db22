import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from './i18n/use-t';
import { ConsoleMessage } from './ui/ConsoleMessage';

/** Inside the console's frame: its heading, a sentence and a link to the dashboard (the shop's screen, in-layout). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <ConsoleMessage
      texts="notFound"
      actions={
        <Link component={RouterLink} to="/">
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
