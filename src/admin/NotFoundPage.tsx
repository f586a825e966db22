import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from './i18n/use-t';
import { PageHeading } from './ui/PageHeading';

export default function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <Typography sx={{ mb: 2 }}>{t('notFound.text')}</Typography>
      <Link component={RouterLink} to="/">
        {t('notFound.home')}
      </Link>
    </>
  );
}
