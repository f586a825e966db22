import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  type ProductCardSlots,
  useCategoryNames,
  useGetFacetsQuery,
  useGetProductsQuery,
} from '../../../entities/product';
import { KEEP_SCROLL } from '../../../browser-kit/keep-scroll';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { LeanContainer } from '../../../browser-kit/ui/LeanContainer';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { EmptyResults } from '../components/EmptyResults';
import { FilterCount } from '../components/FilterCount';
import { FilterSidebar } from '../components/FilterSidebar';
import { ListHeading } from '../components/ListHeading';
import { ListPagination } from '../components/ListPagination';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { SearchCorrectionBanner } from '../components/SearchCorrectionBanner';
import { SortSelect } from '../components/SortSelect';
import {
  activeFilterCount,
  changeView,
  clearFilters,
  facetQuery,
  type ListView,
  listSubtitle,
  listTitle,
  PAGE_SIZE,
  readListView,
  resultRange,
  toProductQuery,
  type ViewChange,
  writeListView,
} from '../list-view';

const FilterSheet = lazy(() => import('../components/FilterSheet').then((module) => ({ default: module.FilterSheet })));
// Drawn only while another view loads, never on the page as first sent: its script comes with the first change
// (decision 0143).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** The page's column, its two outlined panels and the phone's Filters button, drawn without Container, Paper and
 * Button (decision 0143). */
const useListStyles = themeStyles((theme) => ({
  page: sxRule(theme, { py: { xs: 2, md: 3 } }),
  filtersButton: sxRule(theme, { justifyContent: 'flex-start' }),
  filters: sxRule(theme, {
    width: { xs: '100%', md: 250 },
    flexShrink: 0,
    px: 2,
    py: { xs: 1, md: 0.5 },
    position: { md: 'sticky' },
    top: { md: 16 },
  }),
  resultsBar: sxRule(theme, {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 1.5,
    alignItems: 'center',
    justifyContent: 'space-between',
    px: 2,
    py: 1.25,
    mb: 2,
  }),
}));

/**
 * /products: title for what the shopper came for, server-side filters, sort and paging, all held in the URL.
 * The page (src/pages/product-list) fills the cards' slots with the cart's and wish list's buttons.
 */
export function ProductListScreen({ cardSlots }: { cardSlots: ProductCardSlots }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readListView(searchParams), [searchParams]);
  const intl = useIntl();
  const named = useCategoryNames();
  useDocumentTitle(listTitle(view, intl.formatMessage, named), listSubtitle(view, intl.formatMessage));

  const { data, isFetching, isError, error, refetch } = useGetProductsQuery(toProductQuery(view));
  const { data: facets } = useGetFacetsQuery(facetQuery(view));
  // Spec §8 logs a failed list; the page says it failed, with Retry, instead of "No products found".
  useEffect(() => {
    if (isError) console.error('Failed to load products', error);
  }, [isError, error]);

  const theme = useTheme();
  const styles = useListStyles();
  // Hydrates with the server's guess of the screen (the theme's ssrMatchMedia), then follows the real one.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);

  // Each change pushes a history entry, so Back returns to the previous view.
  // A filter or sort change keeps the shopper where they are (a new page would start at the top).
  const go = (next: ListView) => setSearchParams(writeListView(next), { state: KEEP_SCROLL });
  const change = (patch: ViewChange) => go(changeView(view, patch));
  const products = isError ? [] : (data?.products ?? []);
  const total = isError ? 0 : (data?.total ?? 0);
  const pages = Math.ceil(total / PAGE_SIZE);
  const filters = activeFilterCount(view);
  const sidebar = (
    <FilterSidebar view={view} facets={facets} onChange={change} onClear={() => go(clearFilters(view))} />
  );

  return (
    <LeanContainer look={styles.page}>
      <ListHeading view={view} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1.5, md: 3 },
          alignItems: 'flex-start',
        }}
      >
        <LeanPaper as="aside" aria-label={intl.formatMessage({ id: 'list.filters' })} look={styles.filters}>
          {phone && (
            <ButtonWithOptions
              variant="text"
              startIcon={<FilterListIcon />}
              onClick={() => {
                setSheetUsed(true);
                setFiltersOpen((open) => !open);
              }}
              aria-expanded={filtersOpen}
              aria-controls="product-filters"
              color="inherit"
              fullWidth
              look={styles.filtersButton}
            >
              <FilterCount label={intl.formatMessage({ id: 'list.filters' })} count={filters} />
            </ButtonWithOptions>
          )}
          {!phone && sidebar}
          {/* On phones the filters open as a bottom sheet instead of pushing the results down the page; its
              code loads when the shopper first opens it. */}
          {phone && sheetUsed && (
            <Suspense fallback={null}>
              <FilterSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} total={total}>
                {sidebar}
              </FilterSheet>
            </Suspense>
          )}
        </LeanPaper>
        <Box
          component="section"
          aria-label={intl.formatMessage({ id: 'list.results' })}
          aria-busy={isFetching}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <SearchCorrectionBanner view={view} correction={facets?.correction} />
          <LeanPaper look={styles.resultsBar}>
            <Typography role="status" aria-live="polite" sx={{ fontSize: 15 }}>
              {isError && !isFetching ? null : data ? (
                view.search && total > 0 ? (
                  <FormattedMessage
                    id="list.results.forSearch"
                    values={{
                      range: resultRange(view, total, products.length, intl.formatMessage),
                      // The words the results are for: the corrected ones when the server corrected them.
                      search: (!view.exact && facets?.correction?.query) || view.search,
                      term: (chunks) => (
                        <Box component="bdi" sx={{ color: 'shop.linkHover', fontWeight: 700 }}>
                          {chunks}
                        </Box>
                      ),
                    }}
                  />
                ) : (
                  resultRange(view, total, products.length, intl.formatMessage)
                )
              ) : (
                intl.formatMessage({ id: 'list.loading' })
              )}
            </Typography>
            <SortSelect value={view.sort} onChange={(sort) => change({ sort })} />
          </LeanPaper>
          <Box sx={{ height: 4, mb: 1 }}>
            {isFetching && (
              <Suspense fallback={null}>
                <LinearProgress color="secondary" aria-label={intl.formatMessage({ id: 'list.loadingBar' })} />
              </Suspense>
            )}
          </Box>
          {isError && !isFetching ? (
            <LoadFailed
              message={intl.formatMessage({ id: 'catalogue.list.couldNotLoad' })}
              error={error}
              onRetry={() => void refetch()}
            />
          ) : data ? (
            products.length > 0 ? (
              <ProductGrid products={products} cardSlots={cardSlots} />
            ) : (
              <EmptyResults view={view} help={facets?.empty} filters={filters} />
            )
          ) : (
            <ProductGridSkeleton />
          )}
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              {/* Real links (href per page): they work before the script has loaded, and search engines follow them. */}
              <ListPagination
                count={pages}
                page={Math.min(view.page, pages)}
                siblingCount={phone ? 0 : 1}
                linkTo={(page) => `?${writeListView(changeView(view, { page }))}`}
                onFollow={() => window.scrollTo({ top: 0 })}
              />
            </Box>
          )}
        </Box>
      </Box>
    </LeanContainer>
  );
}
