import { Skeleton } from '@mui/material';

/** The reviews' place while their code or their first page loads. */
export function ReviewsLoading() {
  return <Skeleton variant="rectangular" height={160} />;
}
