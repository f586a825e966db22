import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { MessageScreen } from '../browser-kit/ui/MessageScreen';
import { useT } from './i18n/use-t';
import { PageHeading } from './ui/PageHeading';

/** Inside the console's frame: its heading, a sentence and a link to the dashboard (the shop's screen, in-layout). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <MessageScreen
      look="in-layout"
      Heading={PageHeading}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link component={RouterLink} to="/">
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
