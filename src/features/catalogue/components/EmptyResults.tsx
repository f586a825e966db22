/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCategoryName } from '../../../entities/product';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { linkLook, sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import type { EmptyResultHelp } from '../../../universal/contracts/search';
import type { MessageId } from '../../../universal/i18n/messages';
import { clearFilters, type ListView, writeListView } from '../list-view';
import { ProductTileLink, ProductTileTitle } from './ProductTileLink';
import { SearchLink } from './SearchLink';

const listLink = (view: ListView) => `/products?${writeListView(view)}`;

/** MUI's outlined Paper and Link drawn without them (decision 0143): the panel, a category's link and clear-all's. */
const useEmptyResultsStyles = themeStyles((theme) => ({
  panel: sxRule(theme, { p: { xs: 2, sm: 4 }, textAlign: 'center' }),
  category: css(linkLook(theme)),
  clearAll: sxRule(theme, { display: 'inline-block', mt: 2, fontWeight: 700 }, linkLook(theme)),
}));

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
  const styles = useEmptyResultsStyles();
  const nameOf = useCategoryName();
  const searchOnly = { ...clearFilters(view), category: undefined, deals: false, prime: false };
  const clear = help?.filtered ? searchOnly : filters > 0 ? clearFilters(view) : undefined;
  const heading = (id: MessageId) => (
    <Typography component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
      {intl.formatMessage({ id })}
    </Typography>
  );
  return (
    <LeanPaper look={styles.panel} data-testid="empty-results">
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
                <SearchLink to={listLink({ ...searchOnly, search: help.didYouMean ?? '', exact: false })}>
                  {chunks}
                </SearchLink>
              ),
            }}
          />
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'list.empty.body' })}
      </Typography>
      {clear && (
        <RouterLink css={styles.clearAll} to={listLink(clear)}>
          {intl.formatMessage({ id: 'list.clearAll' })}
        </RouterLink>
      )}
      {help && help.categories.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'list.empty.categories' })}>
          {heading('list.empty.categories')}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
            {help.categories.map(({ value, count }) => (
              <RouterLink
                key={value}
                css={styles.category}
                to={listLink({ ...searchOnly, search: undefined, category: value })}
              >
                {nameOf(value)} ({intl.formatNumber(count)})
              </RouterLink>
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
    </LeanPaper>
  );
}
