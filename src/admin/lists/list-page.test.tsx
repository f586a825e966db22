/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { MemoryRouter } from 'react-router-dom';
import { object } from 'yup';
import { AdminProviders } from '../AdminApp';
import en from '../messages/en.json';
import { createAdminStore } from '../store';
import { MemoryStorage } from '../../test/memory-storage';
import { setScreenWidth } from '../../test/screen-width';
import { WhereAmI } from '../../test/where-am-i';
import {
  ChoiceFilter,
  DayRangeFields,
  dayRangeRules,
  FilterForm,
  SearchField,
  searchRule,
  useFilterForm,
} from './FilterForm';
import { dayIn, listUrl, oneOfIn, type Paging, textIn } from './list-url';
import { ListPage, sortOf, useListView } from './ListPage';

/** A list made up for the kit alone: fruit, filtered by kind, a search and the days picked. */
interface FruitView extends Paging {
  kind?: 'apple' | 'pear';
  q?: string;
  from?: string;
  to?: string;
}

const KINDS = ['apple', 'pear'] as const;
const FRUIT_URL = listUrl<FruitView>({
  defaults: { page: 0, pageSize: 10 },
  pageSizes: [10, 25],
  keys: ['page', 'pageSize', 'kind', 'q', 'from', 'to'],
  read: (search) => ({
    kind: oneOfIn(search, 'kind', KINDS),
    q: textIn(search, 'q'),
    from: dayIn(search, 'from'),
    to: dayIn(search, 'to'),
  }),
});

interface Fruit {
  id: number;
  name: string;
}

const TOTAL = 60;
const columns: GridColDef<Fruit>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const schema = object({ q: searchRule, ...dayRangeRules });
const valuesOf = (view: FruitView) => ({
  q: view.q ?? '',
  kind: view.kind ?? '',
  from: view.from ?? '',
  to: view.to ?? '',
});

function FruitList({ onOpen }: { onOpen: (fruit: Fruit) => void }) {
  const list = useListView(FRUIT_URL);
  const { view, show } = list;
  const form = useFilterForm({
    values: valuesOf(view),
    empty: valuesOf({ page: 0, pageSize: 10 }),
    schema,
    onApply: (values) =>
      show({
        ...view,
        page: 0,
        q: values.q.trim() || undefined,
        kind: (values.kind || undefined) as FruitView['kind'],
        from: values.from || undefined,
        to: values.to || undefined,
      }),
  });
  // The "server": the page the view names, of 60 fruit.
  const rows = Array.from({ length: view.pageSize }, (_, index) => {
    const id = view.page * view.pageSize + index + 1;
    return { id, name: `Fruit ${id}` };
  });
  return (
    <ListPage
      title="Fruit"
      filters={
        <FilterForm form={form} label="Fruit filters" layout="bar" submitLabel="Apply" clearLabel="Clear">
          <SearchField form={form} label="Search" hint="Name" minWidth={{ md: 200 }} />
          <ChoiceFilter form={form} name="kind" label="Kind" every="" choices={KINDS} minWidth={120} />
          <DayRangeFields form={form} />
        </FilterForm>
      }
      result={{ data: { rows, total: TOTAL }, isFetching: false, refetch: () => undefined }}
      columns={columns}
      list={list}
      onOpen={onOpen}
      disableColumnSorting
    />
  );
}

function renderFruit(at = '/fruit') {
  const onOpen = jest.fn<undefined, [Fruit]>();
  const user = userEvent.setup();
  const view = render(
    <AdminProviders
      store={createAdminStore(new MemoryStorage())}
      locale="en"
      messages={en}
      storage={new MemoryStorage()}
    >
      <MemoryRouter initialEntries={[at]}>
        <FruitList onOpen={onOpen} />
        <WhereAmI />
      </MemoryRouter>
    </AdminProviders>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { user, location, onOpen };
}

beforeEach(() => setScreenWidth(1280));

describe("a list's URL", () => {
  test('reads the view it names and leaves at its default what it names wrongly', () => {
    const read = (query: string) => FRUIT_URL.viewOf(new URLSearchParams(query));
    expect(read('page=3&pageSize=25&kind=pear&q=%20kiwi%20&from=2025-03-01&to=2025-03-31')).toEqual({
      page: 3,
      pageSize: 25,
      kind: 'pear',
      q: 'kiwi',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(read('page=-1&pageSize=7&kind=banana&q=%20&from=yesterday')).toEqual({ page: 0, pageSize: 10 });
    expect(read('page=1.5')).toEqual({ page: 0, pageSize: 10 });
    expect(read('page=100001')).toEqual({ page: 0, pageSize: 10 });
    expect(read(`q=${'a'.repeat(200)}`).q).toHaveLength(120);
  });

  test('writes only what differs from the defaults, always in one order', () => {
    const write = (view: FruitView) => FRUIT_URL.searchOf(view).toString();
    expect(write({ page: 0, pageSize: 10 })).toBe('');
    expect(write({ q: 'kiwi', kind: 'apple', pageSize: 25, page: 2 })).toBe('page=2&pageSize=25&kind=apple&q=kiwi');
    expect(write({ page: 0, pageSize: 10, q: '' })).toBe('');
  });
});

describe("a column header's order", () => {
  const defaults = { sort: 'createdAt', direction: 'desc' } as const;
  const sorts = ['createdAt', 'total'] as const;

  test('is the column and the direction the grid names', () => {
    expect(sortOf([{ field: 'total', sort: 'asc' }], sorts, defaults)).toEqual({ sort: 'total', direction: 'asc' });
    expect(sortOf([{ field: 'total', sort: 'desc' }], sorts, defaults)).toEqual({ sort: 'total', direction: 'desc' });
  });

  test('goes back to the default when the grid clears its sorting or names an unknown column', () => {
    expect(sortOf([], sorts, defaults)).toEqual(defaults);
    expect(sortOf([{ field: 'name', sort: 'asc' }], sorts, defaults)).toEqual(defaults);
  });
});

describe('a list page', () => {
  test('the fields show the filters the URL names', async () => {
    renderFruit('/fruit?kind=pear&q=kiwi&from=2025-03-01');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('kiwi');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('pear');
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01');
    expect(screen.getByRole('search', { name: 'Fruit filters' })).toBeInTheDocument();
  });

  test('a search waits for Enter, then goes into the URL, back on page one', async () => {
    const { user, location } = renderFruit('/fruit?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, ' kiwi ');
    expect(location()).toBe('/fruit?page=2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/fruit?q=kiwi'));
  });

  test('a search too long is refused on its field, and the URL stays', async () => {
    const { user, location } = renderFruit();
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.click(box);
    await user.paste('a'.repeat(121));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('That is too long.')).toBeInTheDocument();
    expect(location()).toBe('/fruit');
  });

  test('a choice in a list applies at once, with the search typed beside it', async () => {
    const { user, location } = renderFruit('/fruit?page=1');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kiwi');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'apple' }));
    await waitFor(() => expect(location()).toBe('/fruit?kind=apple&q=kiwi'));
  });

  test('days that end before they start are refused', async () => {
    const { user, location } = renderFruit('/fruit?from=2025-03-10');
    const to = await screen.findByLabelText('To');
    await user.type(to, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(en['validation.toBeforeFrom'])).toBeInTheDocument();
    expect(location()).toBe('/fruit?from=2025-03-10');
  });

  test('Clear empties the fields and the filters, and keeps the page size', async () => {
    const { user, location } = renderFruit('/fruit?page=2&pageSize=25&kind=pear&q=kiwi');
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/fruit?pageSize=25'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('the grid shows the page the URL names, and paging keeps the filters', async () => {
    const { user, location } = renderFruit('/fruit?page=1&q=kiwi');
    expect(await screen.findByText('Fruit 11')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toBe('/fruit?page=2&q=kiwi'));
    expect(await screen.findByText('Fruit 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await waitFor(() => expect(location()).toBe('/fruit?page=1&q=kiwi'));
  });

  test('another page size goes back to page one', async () => {
    const { user, location } = renderFruit('/fruit?page=3');
    await user.click(await screen.findByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(location()).toBe('/fruit?pageSize=25'));
  });

  test('a row opens on a click', async () => {
    const { user, onOpen } = renderFruit();
    await user.click(await screen.findByText('Fruit 3'));
    expect(onOpen).toHaveBeenCalledWith({ id: 3, name: 'Fruit 3' });
  });
});
