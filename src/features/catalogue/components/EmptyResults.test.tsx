import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '../../../app/store';
import { MemoryStorage } from '../../../test/memory-storage';
import type { EmptyResultHelp } from '../../../universal/contracts/search';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import { readListView } from '../list-view';
import { EmptyResults } from './EmptyResults';

const HELP: EmptyResultHelp = {
  didYouMean: 'headphones',
  categories: [{ value: 'electronics', count: 12 }],
  popular: [
    { id: 7, title: 'Nordvik Aria Headphones', image: '/catalog/images/7.webp', price: 99, category: 'electronics' },
    { id: 9, title: 'Vireo Ring', image: '/catalog/images/9.webp', price: 49, category: 'jewelery' },
  ],
  filtered: true,
};

function show(url: string, help: EmptyResultHelp | null, locale: 'en' | 'ar' = 'en') {
  const view = readListView(new URLSearchParams(url));
  // The store answers the owners' category names (none here: the catalogs name the categories).
  render(
    <Provider store={createStore(undefined, new MemoryStorage())}>
      <IntlProvider locale={locale} defaultLocale="en" messages={locale === 'ar' ? arMessages : enMessages}>
        <MemoryRouter>
          <EmptyResults view={view} help={help} filters={1} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('an empty product list', () => {
  it('offers the nearest spelling, the matching categories, popular products and clearing the filters', () => {
    show('search=headphonez&price=0-50&sort=price-low-high', HELP);
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'headphones' })).toHaveAttribute(
      'href',
      '/products?search=headphones&sort=price-low-high',
    );
    const categories = screen.getByRole('navigation', { name: 'Categories that match' });
    expect(within(categories).getByRole('link', { name: 'Electronics (12)' })).toHaveAttribute(
      'href',
      '/products?category=electronics&sort=price-low-high',
    );
    const popular = screen.getByRole('region', { name: 'Popular products' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/product/7', '/product/9']);
    // The search stays; the filters that emptied it (the price band, and the category too) go.
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/products?search=headphonez&sort=price-low-high',
    );
  });

  it('says it in every shop language', () => {
    show('search=zz', HELP, 'ar');
    expect(screen.getByRole('navigation', { name: 'فئات مطابقة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'منتجات رائجة' })).toBeInTheDocument();
  });

  it('without help from the server, still clears the filters', () => {
    show('category=electronics&price=0-50', null);
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/products?category=electronics',
    );
    expect(screen.queryByRole('region', { name: 'Popular products' })).not.toBeInTheDocument();
  });
});
