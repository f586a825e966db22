import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '../../../test/intl';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeView, clearFilters, type ListView, readListView, writeListView } from '../list-view';
import { FilterSidebar } from './FilterSidebar';
import { ListHeading } from './ListHeading';

/** The sidebar wired the way the page wires it: every change goes through the URL state. */
function Harness({ initial, onUrl }: { initial: string; onUrl: (query: string) => void }) {
  const [view, setView] = useState<ListView>(() => readListView(new URLSearchParams(initial)));
  const go = (next: ListView) => {
    setView(next);
    onUrl(writeListView(next).toString());
  };
  return (
    <FilterSidebar
      view={view}
      brands={['Nordvik', 'Voltari']}
      onChange={(change) => go(changeView(view, change))}
      onClear={() => go(clearFilters(view))}
    />
  );
}

function setup(initial = 'category=electronics') {
  const urls: string[] = [];
  render(<Harness initial={initial} onUrl={(query) => urls.push(query)} />);
  return { urls, user: userEvent.setup() };
}

describe('FilterSidebar', () => {
  it('a second click on the chosen rating clears it', async () => {
    const { urls, user } = setup();
    const fourUp = screen.getByRole('button', { name: '4 stars & up' });
    expect(fourUp).toHaveAttribute('aria-pressed', 'false');
    await user.click(fourUp);
    expect(urls.at(-1)).toBe('category=electronics&rating=4');
    expect(fourUp).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '2 stars & up' }));
    expect(urls.at(-1)).toBe('category=electronics&rating=2');
    await user.click(screen.getByRole('button', { name: '2 stars & up' }));
    expect(urls.at(-1)).toBe('category=electronics');
    expect(screen.getByRole('button', { name: '2 stars & up' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('brand checkboxes add and remove keywords; price bands include All', async () => {
    const { urls, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Nordvik' }));
    await user.click(screen.getByRole('checkbox', { name: 'Voltari' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Nordvik%2CVoltari');
    await user.click(screen.getByRole('checkbox', { name: 'Nordvik' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari');
    await user.click(screen.getByRole('radio', { name: '$50-$100' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari&price=50-100');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(urls.at(-1)).toBe('category=electronics&brands=Voltari');
  });

  it('Clear all filters drops brands, price and rating but keeps category and sort', async () => {
    const { urls, user } = setup('category=electronics&brands=Nordvik&price=0-50&rating=3&sort=rating&page=2');
    expect(screen.getByRole('checkbox', { name: 'Nordvik' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$0-$50' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(urls.at(-1)).toBe('category=electronics&sort=rating');
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeDisabled();
  });
});

describe('ListHeading', () => {
  const heading = (query: string) => {
    render(<ListHeading view={readListView(new URLSearchParams(query))} />);
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
