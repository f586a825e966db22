/** @jsxImportSource @emotion/react */
import { Money } from '../../../browser-kit/ui/Money';
import { css } from '@emotion/react';
import { type ComponentType, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useCategoryName, useGetProductQuery, StarRating, useShopperPriceBook } from '../../../entities/product';
import { useRecordView } from '../../../entities/recently-viewed';
import { convertBase } from '../../../universal/settlement';
import { brandOf } from '../../../universal/brand';
import { markdownOf } from '../../../universal/pricing';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { BuyBox, type BuyBoxSlots } from '../detail/BuyBox';
import { ChoicePrice } from '../detail/ChoicePrice';
import { choiceAt, useChoiceSearch } from '../detail/variant-choice';
import { highlights } from '../detail/product-page';
import { RelatedProducts } from '../detail/RelatedProducts';
import { AlsoBought } from '../also-bought/AlsoBought';
import { RecentlyViewed } from '../recently-viewed/RecentlyViewed';
import { ProductPictures } from '../detail/gallery/ProductPictures';
import { tapTarget } from '../../../browser-kit/ui/tap-target';
import { LeanDivider } from '../../../browser-kit/ui/LeanDivider';
import { LeanBreadcrumbs } from '../../../browser-kit/ui/LeanBreadcrumbs';
import { LeanButton } from '../../../browser-kit/ui/LeanButton';
import { LeanContainer } from '../../../browser-kit/ui/LeanContainer';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';
import { buttonOptionsLook } from '../../../browser-kit/ui/button-options';
import { gridCellLook, gridRowLook } from '../../../browser-kit/ui/lean-grid';
import { linkLook, sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';

/** The page's own texts and rows, their styles made once per theme (decision 0086). */
const useProductPageStyles = themeStyles((theme) => ({
  title: sxRule(theme, { fontWeight: 500, lineHeight: 1.3, fontSize: { xs: 20, md: 24 } }, typographyLook(theme, 'h5')),
  brand: sxRule(theme, { mt: 0.5 }, typographyLook(theme, 'body2')),
  ratingRow: sxRule(theme, { display: 'flex', alignItems: 'center', gap: 1, mt: 1 }),
  ratingValue: sxRule(theme, { fontWeight: 700 }, typographyLook(theme, 'body2')),
  priceRow: sxRule(theme, { display: 'flex', alignItems: 'flex-start', gap: 1.5 }),
  percentOff: sxRule(
    theme,
    { color: 'shop.deal', fontSize: 24, fontWeight: 300, lineHeight: 1 },
    typographyLook(theme, 'body1'),
  ),
  listPrice: sxRule(theme, { color: 'text.secondary', mt: 0.5 }, typographyLook(theme, 'body2')),
  aboutTitle: sxRule(theme, { fontWeight: 700, fontSize: 16, mb: 0.5 }, typographyLook(theme, 'body1')),
  highlights: sxRule(theme, { paddingInlineStart: 2.5, m: 0, fontSize: 14, '& li': { mb: 0.5 } }),
  descriptionTitle: sxRule(theme, { fontWeight: 700, fontSize: 21, mb: 1 }, typographyLook(theme, 'body1')),
  description: sxRule(theme, { maxWidth: 900 }, typographyLook(theme, 'body1')),
  rule: sxRule(theme, { my: 1.5 }),
  page: sxRule(theme, { py: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }),
  breadcrumbs: sxRule(theme, { fontSize: 14, '& ol': { flexWrap: 'wrap' }, '& a': tapTarget }),
  link: css(linkLook(theme)),
  here: sxRule(
    theme,
    {
      fontSize: 14,
      color: 'text.primary',
      maxWidth: { xs: 220, md: 480 },
      // One line, cut with an ellipsis at the title's end whichever its direction.
      ...lineClamp(1),
    },
    typographyLook(theme, 'body1'),
  ),
  columns: css(gridRowLook(theme, { xs: 2, md: 4 })),
  pictureColumn: css(gridCellLook(theme, { xs: 12, md: 5 })),
  factsColumn: css(gridCellLook(theme, { xs: 12, md: 4 })),
  buyColumn: css(gridCellLook(theme, { xs: 12, md: 3 })),
  pictures: sxRule(theme, {
    p: { xs: 2, md: 4 },
    display: 'grid',
    placeItems: 'center',
    position: { md: 'sticky' },
    top: { md: 16 },
  }),
  panel: sxRule(theme, { p: { xs: 2, md: 3 } }),
  // The loading page, shaped like the page it becomes: breadcrumb, picture, title and facts, the buy box.
  loadingPage: sxRule(theme, { py: { xs: 2, md: 3 } }),
  loadingColumns: sxRule(theme, {
    mt: 2,
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', md: '2fr 3fr 2fr' },
  }),
  loadingPicture: sxRule(theme, { aspectRatio: '1 / 1', height: 'auto' }),
  loadingTitle: sxRule(theme, { fontSize: 28 }),
  loadingFacts: sxRule(theme, { mt: 2 }),
  notFound: sxRule(theme, { py: 10, textAlign: 'center' }),
  notFoundTitle: sxRule(theme, { fontWeight: 700, mb: 3 }, typographyLook(theme, 'h4')),
  notFoundButton: css(buttonOptionsLook(theme, 'contained', { size: 'large' })),
}));

function ProductNotFound() {
  const intl = useIntl();
  const styles = useProductPageStyles();
  return (
    <LeanContainer maxWidth="lg" look={styles.notFound}>
      <h1 css={styles.notFoundTitle}>{intl.formatMessage({ id: 'product.notFound' })}</h1>
      <LeanButton to="/products" variant="contained" look={styles.notFoundButton}>
        {intl.formatMessage({ id: 'product.backToProducts' })}
      </LeanButton>
    </LeanContainer>
  );
}

/** What the page (src/pages/product-detail) brings: the buy box's buttons and the reviews section. */
export interface ProductDetailSlots extends BuyBoxSlots {
  reviews: ComponentType<{ productId: number }>;
}

/** /product/{id}: picture, facts, buy box, description, sample reviews, related and recently viewed products. */
export function ProductDetailScreen({ slots }: { slots: ProductDetailSlots }) {
  const { reviews: Reviews } = slots;
  const { id = '' } = useParams();
  // currentData, not data: while the next product loads, the previous one must not stay on screen.
  const { currentData: product, isFetching, isError, error } = useGetProductQuery(id);
  const { search, choose } = useChoiceSearch();
  const intl = useIntl();
  const nameOf = useCategoryName();
  const styles = useProductPageStyles();
  const book = useShopperPriceBook();
  // The server render's title and description: the owner's SEO words where it has them (decision 0125).
  useDocumentTitle(
    product?.seo?.title ??
      product?.title ??
      (isError ? intl.formatMessage({ id: 'product.documentTitle.notFound' }) : undefined),
    product?.seo?.description ?? product?.description,
  );
  useEffect(() => {
    if (isError) console.error(`Failed to load product ${id}`, error);
  }, [isError, error, id]);
  useRecordView(product && String(product.id));

  // A product the server could not give (the server-rendered page's answer included) is asked again when the
  // screen mounts; while it is, the page keeps saying so rather than flashing the skeleton under the shopper's
  // click on Back to Products.
  if (!product && isFetching && !error) {
    return (
      <LeanContainer role="status" aria-label={intl.formatMessage({ id: 'product.loading' })} look={styles.loadingPage}>
        <LeanSkeleton variant="text" width={240} />
        <div css={styles.loadingColumns}>
          <LeanSkeleton variant="rectangular" look={styles.loadingPicture} />
          <div>
            <LeanSkeleton variant="text" look={styles.loadingTitle} />
            <LeanSkeleton variant="text" look={styles.loadingTitle} width="60%" />
            <LeanSkeleton variant="text" width="30%" />
            <LeanSkeleton variant="rectangular" height={140} look={styles.loadingFacts} />
          </div>
          <LeanSkeleton variant="rounded" height={320} />
        </div>
      </LeanContainer>
    );
  }
  if (!product) return <ProductNotFound />;

  const category = nameOf(product.category);
  const categoryHref = `/products?${new URLSearchParams({ category: product.category })}`;
  // The option values picked (the URL's): the price, stock line and the pictures' variant (choice.shown) follow them.
  const choice = choiceAt(product, search);
  const markdown = markdownOf(choice.price);
  // The list price struck out in the shopper's currency: the catalogue's dollars at the rate, as prices are.
  const listPrice = markdown && book && convertBase(markdown.listPriceCents, book);
  const brand = brandOf(product);
  return (
    <LeanContainer look={styles.page}>
      <LeanBreadcrumbs label={intl.formatMessage({ id: 'product.breadcrumb' })} look={styles.breadcrumbs}>
        <RouterLink to="/" css={styles.link}>
          {intl.formatMessage({ id: 'product.breadcrumb.home' })}
        </RouterLink>
        <RouterLink to="/products" css={styles.link}>
          {intl.formatMessage({ id: 'product.breadcrumb.products' })}
        </RouterLink>
        <RouterLink to={categoryHref} css={styles.link}>
          {category}
        </RouterLink>
        <p aria-current="page" dir="auto" css={styles.here}>
          {product.title}
        </p>
      </LeanBreadcrumbs>
      <div css={styles.columns}>
        <div css={styles.pictureColumn}>
          <LeanPaper look={styles.pictures}>
            <ProductPictures product={product} />
          </LeanPaper>
        </div>
        <div css={styles.factsColumn}>
          {/* The catalogue's own texts (English today) take their direction from their first letter, as
              reviews do: in right-to-left order "10 minutes gives…" read "minutes gives… 10". */}
          <h1 dir="auto" css={styles.title}>
            {product.title}
          </h1>
          <p css={styles.brand}>
            <FormattedMessage
              id="product.brand"
              values={{
                brand,
                link: (chunks) => (
                  <RouterLink to={`/products?${new URLSearchParams({ brands: brand })}`} css={styles.link}>
                    {chunks}
                  </RouterLink>
                ),
              }}
            />
          </p>
          <div css={styles.ratingRow}>
            <span aria-hidden css={styles.ratingValue}>
              {intl.formatNumber(product.rating.rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <StarRating rate={product.rating.rate} count={product.rating.count} size="medium" />
          </div>
          <LeanDivider look={styles.rule} />
          <div css={styles.priceRow}>
            {markdown && (
              <span css={styles.percentOff}>
                {/* Isolated: a signed percentage keeps its order ('-17%') inside right-to-left text. */}
                <bdi>
                  <FormattedMessage id="catalogue.percentOff" values={{ percent: markdown.percentOff }} />
                </bdi>
              </span>
            )}
            <ChoicePrice price={choice.price} size="large" />
          </div>
          {book && listPrice !== undefined && (
            <p css={styles.listPrice}>
              <FormattedMessage
                id="product.listPrice"
                values={{
                  price: <Money cents={listPrice} currency={book.currency} />,
                  s: (chunks) => <s>{chunks}</s>,
                }}
              />
            </p>
          )}
          <LeanDivider look={styles.rule} />
          <h2 css={styles.aboutTitle}>{intl.formatMessage({ id: 'product.about' })}</h2>
          {/* The bullets hang on the list's own start side (a logical padding), whichever its direction. */}
          <ul dir="auto" css={styles.highlights}>
            {highlights(product.description).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div css={styles.buyColumn}>
          <BuyBox product={product} choice={choice} onChoose={choose} slots={slots} />
        </div>
      </div>
      <LeanPaper as="section" aria-labelledby="description-title" look={styles.panel}>
        <h2 id="description-title" css={styles.descriptionTitle}>
          {intl.formatMessage({ id: 'product.description' })}
        </h2>
        <p dir="auto" css={styles.description}>
          {product.description}
        </p>
      </LeanPaper>
      <Reviews productId={product.id} />
      <AlsoBought productId={product.id} />
      <RelatedProducts product={product} />
      <RecentlyViewed besides={String(product.id)} />
    </LeanContainer>
  );
}
