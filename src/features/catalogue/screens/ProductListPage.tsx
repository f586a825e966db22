import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Container,
  LinearProgress,
  Pagination,
  PaginationItem,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useGetProductsQuery } from '../catalogue-api';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { BRAND_SAMPLE_SIZE, brandKeywords } from '../brands';
import { FilterSidebar } from '../components/FilterSidebar';
import { ListHeading } from '../components/ListHeading';
import { ProductGrid } from '../components/ProductGrid';
import { SortSelect } from '../components/SortSelect';
import {
  activeFilterCount,
  changeView,
  clearFilters,
  contextQuery,
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

/** /products: title for what the shopper came for, server-side filters, sort and paging, all held in the URL. */
export default function ProductListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readListView(searchParams), [searchParams]);
  useDocumentTitle(listTitle(view), listSubtitle(view));

  const { data, isFetching, isError, error } = useGetProductsQuery(toProductQuery(view));
  const sample = useGetProductsQuery({ ...contextQuery(view), limit: BRAND_SAMPLE_SIZE });
  const brands = useMemo(() => brandKeywords(sample.data?.products ?? [], view.brands), [sample.data, view.brands]);
  // Spec §8: a failed list is only logged and leaves an empty list.
  useEffect(() => {
    if (isError) console.error('Failed to load products', error);
  }, [isError, error]);

  const theme = useTheme();
  // noSsr: read the media query during the first render instead of rendering the whole page twice.
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Each change pushes a history entry, so Back returns to the previous view.
  const go = (next: ListView) => setSearchParams(writeListView(next));
  const change = (patch: ViewChange) => go(changeView(view, patch));
  const products = isError ? [] : (data?.products ?? []);
  const total = isError ? 0 : (data?.total ?? 0);
  const pages = Math.ceil(total / PAGE_SIZE);
  const filters = activeFilterCount(view);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <ListHeading view={view} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1.5, md: 3 },
          alignItems: 'flex-start',
        }}
      >
        <Paper
          component="aside"
          aria-label="Filters"
          variant="outlined"
          sx={{
            width: { xs: '100%', md: 250 },
            flexShrink: 0,
            px: 2,
            py: { xs: 1, md: 0.5 },
            position: { md: 'sticky' },
            top: { md: 16 },
          }}
        >
          {phone && (
            <Button
              startIcon={<FilterListIcon />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="product-filters"
              color="inherit"
              fullWidth
              sx={{ justifyContent: 'flex-start' }}
            >
              <Badge badgeContent={filters} color="secondary" sx={{ '& .MuiBadge-badge': { right: -14 } }}>
                Filters
              </Badge>
            </Button>
          )}
          <Collapse in={!phone || filtersOpen} id="product-filters">
            <FilterSidebar view={view} brands={brands} onChange={change} onClear={() => go(clearFilters(view))} />
          </Collapse>
        </Paper>
        <Box
          component="section"
          aria-label="Results"
          aria-busy={isFetching}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <Paper
            variant="outlined"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 2,
              py: 1.25,
              mb: 2,
            }}
          >
            <Typography role="status" aria-live="polite" sx={{ fontSize: 15 }}>
              {data || isError ? (
                <>
                  {resultRange(view, total, products.length)}
                  {view.search && total > 0 && (
                    <>
                      {' for '}
                      <Box component="span" sx={{ color: 'shop.linkHover', fontWeight: 700 }}>
                        &quot;{view.search}&quot;
                      </Box>
                    </>
                  )}
                </>
              ) : (
                'Loading products...'
              )}
            </Typography>
            <SortSelect value={view.sort} onChange={(sort) => change({ sort })} />
          </Paper>
          <Box sx={{ height: 4, mb: 1 }}>
            {isFetching && <LinearProgress color="secondary" aria-label="Loading products" />}
          </Box>
          {data || isError ? (
            products.length > 0 ? (
              <ProductGrid products={products} />
            ) : (
              <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
                <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                  No products found
                </Typography>
                <Typography color="text.secondary" sx={{ mb: filters ? 2 : 0 }}>
                  Try removing some filters or searching for something else.
                </Typography>
                {filters > 0 && (
                  <Button variant="contained" onClick={() => go(clearFilters(view))}>
                    Clear all filters
                  </Button>
                )}
              </Paper>
            )
          ) : null}
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              {/* Real links (href per page): they work before the script has loaded, and search engines follow them. */}
              <Pagination
                count={pages}
                page={Math.min(view.page, pages)}
                shape="rounded"
                siblingCount={phone ? 0 : 1}
                renderItem={(item) => (
                  <PaginationItem
                    component={RouterLink}
                    to={`?${writeListView(changeView(view, { page: item.page ?? 1 }))}`}
                    {...item}
                    onClick={() => window.scrollTo({ top: 0 })}
                  />
                )}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
