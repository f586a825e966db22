/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import enMessages from '../../universal/i18n/messages/en.json';
import type { SuggestResponse } from '../../universal/contracts/search';
import { mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { createStore } from '../store';
import { MemoryStorage } from '../../test/memory-storage';
import { HeaderSearchForm } from './search/HeaderSearchForm';
import { SearchForm } from './SearchForm';

const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"];

const HEADPHONES: SuggestResponse = {
  query: 'hed',
  categories: [{ value: 'electronics', count: 42 }],
  products: [
    { id: 7, title: 'Nordvik Aria Over-Ear Headphones', image: '/img/7.webp', price: 59.99, category: 'electronics' },
    { id: 9, title: 'Voltari Pulse Headset', image: '/img/9.webp', price: 24.5, category: 'electronics' },
  ],
};
const NOTHING = (query: string): SuggestResponse => ({ query, categories: [], products: [] });

function setup(at = '/') {
  const api = mockApi({
    'GET /catalog/suggest': (request: RecordedRequest) => ({
      body: request.query.get('q') === 'hed' ? HEADPHONES : NOTHING(request.query.get('q') ?? ''),
    }),
  });
  const view = renderRoute(<SearchForm categories={CATEGORIES} />, { path: '/*', at });
  const landed = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, api, landed };
}

const words = () => screen.getByRole('combobox', { name: 'Search products' });

/** The suggesting form has taken over from the first-paint one once the words box controls a listbox when open. */
async function typeWords(user: ReturnType<typeof setup>['user'], text: string) {
  await user.click(words());
  await waitFor(() => expect(words()).toHaveAttribute('aria-autocomplete', 'list'));
  await user.type(words(), text);
}

describe('SearchForm (header search)', () => {
  it('keeps submit disabled while the words are blank, spaces included', async () => {
    const { user, landed } = setup();
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toBeDisabled();
    await typeWords(user, '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(landed()).toBe('/');
    await user.type(words(), 'x');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('goes to /products?search={words} with All categories, and adds a chosen category', async () => {
    const { user, landed } = setup();
    await typeWords(user, '  wireless mouse ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(landed()).toBe('/products?search=wireless+mouse'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in category' }), "men's clothing");
    await user.clear(words());
    await user.type(words(), 'jacket{Enter}');
    await waitFor(() => expect(landed()).toBe('/products?search=jacket&category=men%27s+clothing'));
  }, 15_000);

  it('shows the current search on a results page', async () => {
    const { user } = setup('/products?search=ring&category=jewelery');
    expect(words()).toHaveValue('ring');
    await user.click(words());
    await waitFor(() => expect(words()).toHaveAttribute('aria-autocomplete', 'list'));
    expect(words()).toHaveValue('ring');
    expect(screen.getByRole('combobox', { name: 'Search in category' })).toHaveValue('jewelery');
  });

  it('takes in the words typed and the category picked before the page hydrated, and suggests for a focused box', async () => {
    mockApi({
      'GET /catalog/suggest': (request: RecordedRequest) => ({ body: NOTHING(request.query.get('q') ?? '') }),
    });
    const store = createStore(undefined, new MemoryStorage());
    const page = (
      <Provider store={store}>
        <IntlProvider locale="en" messages={enMessages}>
          <MemoryRouter>
            <SearchForm categories={CATEGORIES} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    // The server's render: jsdom has a window, so the router and MUI pick useLayoutEffect and React warns
    // about it here; the real server has no window and no warning.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(page);
    quiet.mockRestore();
    // Without the app, the browser sends the form to its action: its button must not be disabled.
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    // Typed while the script was still on its way, and still focused.
    words().focus();
    (words() as HTMLInputElement).value = 'ring';
    (screen.getByRole('combobox', { name: 'Search in category' }) as HTMLSelectElement).value = 'jewelery';
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(words()).toHaveValue('ring');
    expect(screen.getByRole('combobox', { name: 'Search in category' })).toHaveValue('jewelery');
    // The suggesting box takes over without another focus, keeping the words.
    await waitFor(() => expect(words()).toHaveAttribute('aria-autocomplete', 'list'));
    expect(words()).toHaveValue('ring');
    container.remove();
  });

  it('keeps what was typed into the first-paint box, and its focus, when the suggesting box takes over', async () => {
    const { user } = setup();
    words().focus();
    await user.keyboard('he');
    await waitFor(() => expect(words()).toHaveAttribute('aria-autocomplete', 'list'));
    await user.keyboard('d');
    expect(words()).toHaveValue('hed');
    expect(words()).toHaveFocus();
  });

  it('keeps the focus in the category select a keyboard user reached when the suggesting form takes over', async () => {
    const { user } = setup();
    await user.tab();
    const category = () => screen.getByRole('combobox', { name: 'Search in category' });
    expect(category()).toHaveFocus();
    await waitFor(() => expect(words()).toHaveAttribute('aria-autocomplete', 'list'));
    // The select was drawn anew: without the hand-over the focus fell to the page, and the next Tab began again at the top.
    expect(category()).toHaveFocus();
    await user.tab();
    expect(words()).toHaveFocus();
  });

  it('hands the focus to the suggesting box before the page can take another key', async () => {
    // What a later sibling's layout effect sees: the state of the page when the swap's task ends, before
    // React's passive effects, which a slow phone runs a task later, after a key pressed meanwhile.
    const focusedAtSwap: (Element | null)[] = [];
    function FocusAtSwap() {
      useLayoutEffect(() => void focusedAtSwap.push(document.activeElement), []);
      return null;
    }
    renderRoute(
      <>
        <HeaderSearchForm categories={CATEGORIES} values={{ search: 'hed', category: '' }} focus="search" />
        <FocusAtSwap />
      </>,
    );
    // A key pressed while the body held the focus would go nowhere: the Enter of a search lost.
    expect(focusedAtSwap).toEqual([words()]);
    expect(words()).toHaveValue('hed');
  });

  it('offers suggestions for words typed before the suggesting box took over, with no further key', async () => {
    setup();
    // The words reach the first-paint box before it is focused (an autofill, a fast phone keyboard).
    fireEvent.change(words(), { target: { value: 'hed' } });
    act(() => words().focus());
    expect(await screen.findByRole('listbox', { name: 'Search products' })).toBeInTheDocument();
    expect(words()).toHaveAttribute('aria-expanded', 'true');
  });

  it('is an ARIA combobox: a named listbox of grouped options, each with its text as its name', async () => {
    const { user, api } = setup();
    expect(words()).toHaveAttribute('aria-expanded', 'false');
    await typeWords(user, 'hed');
    const listbox = await screen.findByRole('listbox', { name: 'Search products' });
    expect(words()).toHaveAttribute('aria-expanded', 'true');
    expect(words()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    const products = within(listbox).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nordvik Aria Over-Ear Headphones$59.99', 'Voltari Pulse Headset$24.50']);
    expect(screen.getByRole('option', { name: 'Electronics 42 products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions for hed');
    // Asked in the shop language, once per distinct words (a busy test machine may see each keystroke rest).
    const asked = api.calls('GET /catalog/suggest').map((request) => request.query.toString());
    expect(asked.at(-1)).toBe('q=hed&lang=en');
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const { user, landed } = setup();
    await typeWords(user, 'hed');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const category = screen.getByRole('option', { name: 'Electronics 42 products' });
    expect(words()).toHaveAttribute('aria-activedescendant', category.id);
    await user.keyboard('{ArrowDown}');
    const headphones = screen.getByRole('option', { name: /Nordvik Aria/ });
    expect(words()).toHaveAttribute('aria-activedescendant', headphones.id);
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    await waitFor(() => expect(landed()).toBe('/product/7'));
    expect(words()).toHaveAttribute('aria-expanded', 'false');
    // The shopper's words stay in the box (not the opened product's title).
    expect(words()).toHaveValue('hed');
  });

  it('with no option active, Enter searches the words', async () => {
    const { user, landed } = setup();
    await typeWords(user, 'hed');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(landed()).toBe('/products?search=hed'));
  });

  it('Escape closes the list, a second Escape clears the words', async () => {
    const { user } = setup();
    await typeWords(user, 'hed');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(words()).toHaveAttribute('aria-expanded', 'false');
    expect(words()).toHaveValue('hed');
    await user.keyboard('{Escape}');
    expect(words()).toHaveValue('');
  });

  it('opens a suggestion by pointer (mouse or touch)', async () => {
    const { user, landed } = setup();
    await typeWords(user, 'hed');
    await user.click(await screen.findByRole('option', { name: 'Electronics 42 products' }));
    await waitFor(() => expect(landed()).toBe('/products?category=electronics'));
  });

  it('says so when nothing matches, and Enter still searches', async () => {
    const { user, landed } = setup();
    await typeWords(user, 'zzzq');
    expect(await screen.findByText('No suggestions for “zzzq”. Press Enter to search all products.')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions for zzzq');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(landed()).toBe('/products?search=zzzq'));
  });
});
