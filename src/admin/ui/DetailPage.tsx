import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { flipInRtl } from '../../browser-kit/ui/flip-in-rtl';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';
import { LoadFailure, Loading } from './Loading';
import { PageHeading } from './PageHeading';

/** What a detail page needs of its RTK Query hook. */
interface DetailQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The way back to a list, above a page of one thing. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon sx={flipInRtl} />} sx={{ mb: 1 }}>
      {label}
    </Button>
  );
}

/**
 * One thing's page (an order, a return, a customer): a way back to its list, then the thing, or while it
 * loads or fails a heading that says what is coming and the spinner or the failure with Retry.
 */
export function DetailPage<T>({
  backTo,
  backLabel,
  pendingTitle,
  query,
  children,
}: {
  backTo: string;
  backLabel: string;
  pendingTitle: string;
  query: DetailQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isLoading, refetch } = query;
  return (
    <>
      <BackLink to={backTo} label={backLabel} />
      {isLoading ? (
        <>
          <PageHeading>{pendingTitle}</PageHeading>
          <Loading />
        </>
      ) : data ? (
        children(data)
      ) : (
        <>
          <PageHeading>{pendingTitle}</PageHeading>
          <LoadFailure error={error} onRetry={() => void refetch()} />
        </>
      )}
    </>
  );
}

/**
 * The route of one thing's page, the thing the URL's `:id` names: its query asked for that id, the way
 * back to its list and the title while it is pending (catalog ids), then `view` of what came.
 */
export function detailRoute<T>({
  backTo,
  back,
  pending,
  useQuery,
  view,
}: {
  backTo: string;
  back: AdminMessageId;
  pending: AdminMessageId;
  useQuery: (id: string) => DetailQuery<T>;
  view: (data: T) => ReactNode;
}) {
  return function DetailRoute() {
    const t = useT();
    const { id = '' } = useParams();
    return (
      <DetailPage backTo={backTo} backLabel={t(back)} pendingTitle={t(pending)} query={useQuery(id)}>
        {view}
      </DetailPage>
    );
  };
}

/**
 * The body of one thing's page: its heading (with its status beside it, where it has one), a line under
 * the heading, then the main column and, beside it on a wide screen, the side column.
 */
export function DetailLayout({
  title,
  status,
  subtitle,
  main,
  side,
}: {
  title: string;
  status?: ReactNode;
  subtitle: string;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <>
      {status ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <PageHeading>{title}</PageHeading>
          {status}
        </Stack>
      ) : (
        <PageHeading>{title}</PageHeading>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {subtitle}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>{main}</Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>{side}</Stack>
        </Grid>
      </Grid>
    </>
  );
}
