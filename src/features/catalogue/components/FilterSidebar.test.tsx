import { screen, within } from '@testing-library/react';
import { renderInEnglish as render } from '../../../test/intl';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../../../app/store';
import { MemoryStorage } from '../../../test/memory-storage';
import { changeView, clearFilters, type ListView, readListView, writeListView } from '../list-view';
import type { FacetsResponse } from '../../../universal/contracts/search';
import { FilterSidebar } from './FilterSidebar';
import { ListHeading } from './ListHeading';
import { keepEmotionRules } from '../../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const FACETS: FacetsResponse = {
  total: 20,
  brands: [
    { value: 'Nordvik', count: 12 },
    { value: 'Voltari', count: 8 },
  ],
  priceBands: [
    { min: 0, max: 50, count: 5 },
    { min: 50, max: 100, count: 9 },
    { min: 100, max: 200, count: 6 },
  ],
  ratingFloors: [
    { floor: 4, count: 7 },
    { floor: 3, count: 15 },
    { floor: 2, count: 19 },
  ],
  options: [
    {
      key: 'size',
      name: 'Size',
      values: [
        { value: 'S', label: 'S', count: 3 },
        { value: 'M', label: 'M', count: 4 },
        { value: 'L', label: 'L', count: 2 },
      ],
    },
    {
      key: 'colour',
      name: 'Colour',
      values: [
        { value: 'navy', label: 'Navy', swatch: '#1f2a44', count: 2 },
        { value: 'olive', label: 'Olive', swatch: '#6b6b3a', count: 1 },
      ],
    },
  ],
  correction: null,
};

/** The checkboxes of one filter section, by its heading. */
const checkboxesIn = (section: string) =>
  within(screen.getByRole('region', { name: section })).getAllByRole('checkbox');

/** The sidebar wired the way the page wires it: every change goes through the URL state. */
function Harness({
  initial,
  onUrl,
  facets = FACETS,
}: {
  initial: string;
  onUrl: (query: string) => void;
  facets?: FacetsResponse;
}) {
  const [view, setView] = useState<ListView>(() => readListView(new URLSearchParams(initial)));
  const go = (next: ListView) => {
    setView(next);
    onUrl(writeListView(next).toString());
  };
  return (
    <FilterSidebar
      view={view}
      facets={facets}
      onChange={(change) => go(changeView(view, change))}
      onClear={() => go(clearFilters(view))}
    />
  );
}

function setup(initial = 'category=electronics', facets?: FacetsResponse) {
  const urls: string[] = [];
  render(<Harness initial={initial} onUrl={(query) => urls.push(query)} facets={facets} />);
  return { urls, user: userEvent.setup() };
}

describe('FilterSidebar', () => {
  it('a second click on the chosen rating clears it', async () => {
    const { urls, user } = setup();
    const fourUp = screen.getByRole('button', { name: '4 stars & up (7)' });
    expect(fourUp).toHaveAttribute('aria-pressed', 'false');
    await user.click(fourUp);
    expect(urls.at(-1)).toBe('category=electronics&rating=4');
    expect(fourUp).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '2 stars & up (19)' }));
    expect(urls.at(-1)).toBe('category=electronics&rating=2');
    await user.click(screen.getByRole('button', { name: '2 stars & up (19)' }));
    expect(urls.at(-1)).toBe('category=electronics');
    expect(screen.getByRole('button', { name: '2 stars & up (19)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('brand checkboxes add and remove keywords; price bands include All', async () => {
    const { urls, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Nordvik (12)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Voltari (8)' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Nordvik%2CVoltari');
    await user.click(screen.getByRole('checkbox', { name: 'Nordvik (12)' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari');
    await user.click(screen.getByRole('radio', { name: '$50-$100 (9)' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari&price=50-100');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari');
  });

  it('says how many products each brand, price band and rating floor keeps', () => {
    setup();
    const names = (role: 'checkbox' | 'radio' | 'button') =>
      screen.getAllByRole(role).map((element) => element.textContent || element.getAttribute('aria-label'));
    expect(checkboxesIn('Brands').map((box) => box.closest('label')?.textContent)).toEqual([
      'Nordvik (12)',
      'Voltari (8)',
    ]);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All',
      '$0-$50 (5)',
      '$50-$100 (9)',
      '$100-$200 (6)',
    ]);
    expect(names('button').slice(0, 3)).toEqual([
      '★★★★★4 stars & up (7)',
      '★★★★★3 stars & up (15)',
      '★★★★★2 stars & up (19)',
    ]);
  });

  it('offers every brand of a long list, with a box that finds one by name', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      value: `Brand${String(index).padStart(2, '0')}`,
      count: 100 - index,
    }));
    const { urls, user } = setup('category=electronics&brands=Brand59', { ...FACETS, brands: many });
    // The 40 most frequent are listed, plus the chosen one; the status says the rest are a search away.
    expect(checkboxesIn('Brands')).toHaveLength(41);
    expect(screen.getByRole('checkbox', { name: 'Brand59 (41)' })).toBeChecked();
    expect(screen.getByText('Showing 40 of 60 brands. Type to find the others.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a brand' }), 'brand4');
    expect(checkboxesIn('Brands').map((box) => box.closest('label')?.textContent)).toEqual([
      'Brand40 (60)',
      'Brand41 (59)',
      'Brand42 (58)',
      'Brand43 (57)',
      'Brand44 (56)',
      'Brand45 (55)',
      'Brand46 (54)',
      'Brand47 (53)',
      'Brand48 (52)',
      'Brand49 (51)',
      'Brand59 (41)',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Brand45 (55)' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Brand59%2CBrand45');
    await user.clear(screen.getByRole('searchbox', { name: 'Find a brand' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a brand' }), 'zzz');
    expect(screen.getByText('No brand matches “zzz”')).toBeInTheDocument();
    // Forty-odd MUI checkboxes re-render per keystroke: slow in jsdom on a shared machine.
  }, 30_000);

  it('a short brand list has no finder, and an empty result says there are no brands', () => {
    setup('category=electronics', { ...FACETS, brands: [] });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('No brands to choose from')).toBeInTheDocument();
  });

  it('"In stock only" puts inStock in the URL and takes it out again', async () => {
    const { urls, user } = setup();
    const inStock = screen.getByRole('checkbox', { name: 'In stock only' });
    expect(within(screen.getByRole('region', { name: 'Availability' })).getByRole('checkbox')).toBe(inStock);
    expect(inStock).not.toBeChecked();
    await user.click(inStock);
    expect(urls.at(-1)).toBe('category=electronics&inStock=true');
    expect(inStock).toBeChecked();
    await user.click(inStock);
    expect(urls.at(-1)).toBe('category=electronics');
  });

  it('lists each size and colour with its count, colours with their swatch, and keeps the choice in the URL', async () => {
    const { urls, user } = setup();
    expect(checkboxesIn('Size').map((box) => box.closest('label')?.textContent)).toEqual(['S (3)', 'M (4)', 'L (2)']);
    expect(checkboxesIn('Colour').map((box) => box.closest('label')?.textContent)).toEqual(['Navy (2)', 'Olive (1)']);
    const navy = screen.getByRole('checkbox', { name: 'Navy (2)' }).closest('label');
    expect(navy?.querySelector('span[aria-hidden="true"]')).toHaveStyle({
      backgroundColor: '#1f2a44',
    });
    await user.click(screen.getByRole('checkbox', { name: 'M (4)' }));
    await user.click(screen.getByRole('checkbox', { name: 'L (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Navy (2)' }));
    expect(urls.at(-1)).toBe('category=electronics&size=M%2CL&colour=navy');
    await user.click(screen.getByRole('checkbox', { name: 'M (4)' }));
    expect(urls.at(-1)).toBe('category=electronics&size=L&colour=navy');
  });

  it('keeps a chosen size the result no longer has, counted 0, and shows no option the result lacks', async () => {
    const { urls, user } = setup('category=electronics&size=XXL', {
      ...FACETS,
      options: FACETS.options.filter((option) => option.key === 'size'),
    });
    expect(screen.getByRole('checkbox', { name: 'XXL (0)' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Colour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'XXL (0)' }));
    expect(urls.at(-1)).toBe('category=electronics');
  });

  it('Clear all filters drops brands, sizes, colours, in stock, price and rating but keeps category and sort', async () => {
    const { urls, user } = setup(
      'category=electronics&brands=Nordvik&size=M&colour=navy&inStock=true&price=0-50&rating=3&sort=rating&page=2',
    );
    expect(screen.getByRole('checkbox', { name: 'Nordvik (12)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'M (4)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Navy (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$0-$50 (5)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(urls.at(-1)).toBe('category=electronics&sort=rating');
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeDisabled();
  });
});

describe('ListHeading', () => {
  const heading = (query: string) => {
    // The heading names a category by the owners' names the shop's store answers.
    render(
      <Provider store={createStore(undefined, new MemoryStorage())}>
        <ListHeading view={readListView(new URLSearchParams(query))} />
      </Provider>,
    );
    return screen.getByRole('heading', { level: 1 });
  };

  it("shows Today's Deals with its subtitle", () => {
    expect(heading('deals=true')).toHaveTextContent("Today's Deals");
    expect(screen.getByText('High-rated products with great reviews')).toBeInTheDocument();
  });

  it('shows Prime Products with its subtitle', () => {
    expect(heading('prime=true')).toHaveTextContent('Prime Products');
    expect(screen.getByText('Products with fast shipping (under $100)')).toBeInTheDocument();
  });

  it('shows the search title and no subtitle', () => {
    expect(heading('search=gold%20ring')).toHaveTextContent('Search results for "gold ring"');
    expect(screen.queryByText(/High-rated|fast shipping/)).not.toBeInTheDocument();
  });
});
