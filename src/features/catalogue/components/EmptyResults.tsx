import { Box, Link, Paper, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCategoryName } from '../../../entities/product';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import type { EmptyResultHelp } from '../../../universal/contracts/search';
import type { MessageId } from '../../../universal/i18n/messages';
import { clearFilters, type ListView, writeListView } from '../list-view';
import { ProductTileLink, ProductTileTitle } from './ProductTileLink';

const listLink = (view: ListView) => `/products?${writeListView(view)}`;

/**
 * A list that found nothing never dead-ends (issue 53): the spelling the catalogue's own words suggest,
 * the categories whose names match the search, the best-rated products, and a link that clears the
 * filters that emptied it. What it shows comes with the facets (the same for every shopper).
 */
export function EmptyResults({
  view,
  help,
  filters,
}: {
  view: ListView;
  help?: EmptyResultHelp | null;
  filters: number;
}) {
  const intl = useIntl();
  const nameOf = useCategoryName();
  const searchOnly = { ...clearFilters(view), category: undefined, deals: false, prime: false };
  const clear = help?.filtered ? searchOnly : filters > 0 ? clearFilters(view) : undefined;
  const heading = (id: MessageId) => (
    <Typography component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
      {intl.formatMessage({ id })}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }} data-testid="empty-results">
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {intl.formatMessage({ id: 'list.empty.title' })}
      </Typography>
      {help?.didYouMean && (
        <Typography sx={{ fontSize: 18, mt: 1 }}>
          <FormattedMessage
            id="list.empty.didYouMean"
            values={{
              query: help.didYouMean,
              link: (chunks) => (
                <Link
                  component={RouterLink}
                  to={listLink({ ...searchOnly, search: help.didYouMean ?? '', exact: false })}
                  sx={{ fontWeight: 700 }}
                >
                  <bdi>{chunks}</bdi>
                </Link>
              ),
            }}
          />
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'list.empty.body' })}
      </Typography>
      {clear && (
        <Link component={RouterLink} to={listLink(clear)} sx={{ display: 'inline-block', mt: 2, fontWeight: 700 }}>
          {intl.formatMessage({ id: 'list.clearAll' })}
        </Link>
      )}
      {help && help.categories.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'list.empty.categories' })}>
          {heading('list.empty.categories')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
            {help.categories.map(({ value, count }) => (
              <Link
                key={value}
                component={RouterLink}
                to={listLink({ ...searchOnly, search: undefined, category: value })}
              >
                {nameOf(value)} ({intl.formatNumber(count)})
              </Link>
            ))}
          </Box>
        </nav>
      )}
      {help && help.popular.length > 0 && (
        <section aria-label={intl.formatMessage({ id: 'list.empty.popular' })}>
          {heading('list.empty.popular')}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
              textAlign: 'start',
            }}
          >
            {help.popular.map((product) => (
              <li key={product.id}>
                <ProductTileLink
                  href={`/product/${product.id}`}
                  picture={
                    <img
                      src={product.image}
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      style={{ objectFit: 'contain', maxWidth: '100%' }}
                    />
                  }
                >
                  <ProductTileTitle fontSize={14} spaceAbove={1}>
                    {product.title}
                  </ProductTileTitle>
                </ProductTileLink>
              </li>
            ))}
          </Box>
        </section>
      )}
    </Paper>
  );
}
