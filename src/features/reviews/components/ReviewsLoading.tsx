import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';

/** The reviews' place while their code or their first page loads. */
export function ReviewsLoading() {
  return <LeanSkeleton variant="rectangular" height={160} />;
}
