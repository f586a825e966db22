/** @jsxImportSource @emotion/react */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';
import { useNearScreen } from '../../../browser-kit/use-near-screen';
import { ReviewsLoading } from './ReviewsLoading';

const ReviewsBody = lazy(() => import(/* webpackChunkName: "reviews" */ './ReviewsBody'));

const useSectionStyles = themeStyles((theme) => ({
  panel: sxRule(theme, { p: { xs: 2, md: 3 } }),
  title: sxRule(theme, { fontWeight: 700, fontSize: 21, mb: 2 }, typographyLook(theme, 'body1')),
}));

/**
 * The product page's Customer reviews (replacing the spec's static sample reviews): the titled section at once, its
 * content (the rating and its histogram, the reviews, the way to write one) with its code and its first page once
 * the section comes near the screen, so a first visit that never scrolls there downloads neither.
 */
export function ReviewsSection({ productId }: { productId: number }) {
  const intl = useIntl();
  const styles = useSectionStyles();
  const { anchor, near } = useNearScreen<HTMLElement>();
  return (
    <LeanPaper ref={anchor} as="section" aria-labelledby="reviews-title" look={styles.panel}>
      <h2 id="reviews-title" css={styles.title}>
        {intl.formatMessage({ id: 'review.section.title' })}
      </h2>
      {near ? (
        <Suspense fallback={<ReviewsLoading />}>
          <ReviewsBody productId={productId} />
        </Suspense>
      ) : (
        <ReviewsLoading />
      )}
    </LeanPaper>
  );
}
