import { configureStore } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';
import { Provider, useSelector } from 'react-redux';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '../universal/early-input';
import { usePrefilledFields } from '../browser-kit/ui/use-prefilled-fields';
import { EarlyInputReplay } from './early-input';

type Values = { email: string; password: string };

/** A server-rendered screen as the shop has them: a Formik form and a plain button, then the replay. */
function Screen({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const formik = useFormik<Values>({
    initialValues: { email: '', password: '' },
    // As the shop's schemas do: an empty form is refused, so a submit that read stale values would stop here.
    validate: (values) => (values.email && values.password ? {} : { email: 'Enter your email and password' }),
    onSubmit,
  });
  const formRef = usePrefilledFields(formik);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {open ? 'Menu open' : 'Menu'}
      </button>
      <form ref={formRef} method="post" onSubmit={formik.handleSubmit}>
        <input aria-label="Email" {...formik.getFieldProps('email')} />
        <input aria-label="Password" type="password" {...formik.getFieldProps('password')} />
        <button type="submit">Sign in</button>
      </form>
      <EarlyInputReplay />
    </>
  );
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '<div id="root"></div>';
});

/**
 * The page as the browser has it before the app's script: `ui` rendered by the server, the early-input
 * script run. jsdom has a window, so Formik and react-redux pick useLayoutEffect and React warns about it
 * on the server render: `quiet` keeps that warning out.
 */
function serverPage(ui: ReactElement, { quiet = false } = {}): HTMLElement {
  const root = document.getElementById('root') as HTMLElement;
  const warnings = quiet ? jest.spyOn(console, 'error').mockImplementation(() => undefined) : undefined;
  root.innerHTML = renderToString(ui);
  warnings?.mockRestore();
  new Function(EARLY_INPUT_SCRIPT)();
  return root;
}

/** The app's script runs: React hydrates the server's markup with `ui`. */
async function hydrate(root: HTMLElement, ui: ReactElement) {
  await act(async () => {
    hydrateRoot(root, ui);
  });
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = globalThis as ActEnvironment;
const testedInAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = testedInAct;
});

/**
 * The app's script runs as it does in a browser, outside act(): React renders each update in a microtask of
 * its own, between the replay's tasks. Inside act() an update waits in act's queue until act's next turn,
 * and on a loaded machine the replay's tasks could all run before it: the second click then met the screen
 * the first had not yet rendered. For the tests of the replay's order, which act() would change.
 */
function hydrateAsTheBrowserDoes(root: HTMLElement, ui: ReactElement) {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  hydrateRoot(root, ui);
}

it('sends, once the screen has hydrated, a form sent before the app ran, with what was typed', async () => {
  const root = serverPage(<Screen onSubmit={() => undefined} />, { quiet: true });
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  (screen.getByLabelText('Password') as HTMLInputElement).value = 'Passw0rd!';
  screen.getByRole('button', { name: 'Menu' }).click();
  screen.getByRole('button', { name: 'Sign in' }).click();

  const onSubmit = jest.fn();
  await hydrate(root, <Screen onSubmit={onSubmit} />);

  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'amira@example.com', password: 'Passw0rd!' }, expect.anything());
  expect(screen.getByRole('button', { name: 'Menu open' })).toBeInTheDocument();
});

it('sends nothing when nothing was sent before the app ran', async () => {
  const root = serverPage(<Screen onSubmit={() => undefined} />, { quiet: true });
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  const onSubmit = jest.fn();
  await hydrate(root, <Screen onSubmit={onSubmit} />);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
});

/** A heart as the shop's is: it reads the session, which the server rendered signed out. */
function Heart({ clicked }: { clicked: (signedIn: boolean) => void }) {
  const signedIn = useSelector((state: { session: { signedIn: boolean } }) => state.session.signedIn);
  return (
    <>
      <button type="button" onClick={() => clicked(signedIn)}>
        Add to Wish List
      </button>
      <EarlyInputReplay />
    </>
  );
}

it('clicks again once the page shows the browser’s own state, a session the server did not render', async () => {
  const server = { session: { signedIn: false } };
  const store = configureStore({ reducer: { session: (state = { signedIn: true }) => state } });
  const page = (clicked: (signedIn: boolean) => void) => (
    <Provider store={store} serverState={server}>
      <Heart clicked={clicked} />
    </Provider>
  );
  const root = serverPage(
    page(() => undefined),
    { quiet: true },
  );
  screen.getByRole('button', { name: 'Add to Wish List' }).click();

  const clicked = jest.fn();
  await hydrate(root, page(clicked));
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(clicked).toHaveBeenCalledWith(true);
});

/** The list's sort as the shop has it: a select whose value is the app's state. */
function Sort({ chosen }: { chosen: (value: string) => void }) {
  const [sort, setSort] = useState('featured');
  return (
    <>
      <select
        aria-label="Sort by"
        value={sort}
        onChange={(event) => {
          setSort(event.target.value);
          chosen(event.target.value);
        }}
      >
        <option value="featured">Featured</option>
        <option value="price-low-high">Price: Low to High</option>
      </select>
      <EarlyInputReplay />
    </>
  );
}

it('chooses again, once hydrated, an option chosen before the app ran, which hydration put back', async () => {
  const root = serverPage(<Sort chosen={() => undefined} />);
  const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  select.value = 'price-low-high';
  select.dispatchEvent(new Event('change', { bubbles: true }));

  const chosen = jest.fn();
  await hydrate(root, <Sort chosen={chosen} />);
  await waitFor(() => expect(chosen).toHaveBeenCalledWith('price-low-high'));
  expect(select).toHaveValue('price-low-high');
});

/** The product page's quantity and Add to Cart, as the shop has them: the add takes the quantity in the app's state. */
function BuyBox({ added, name }: { added: (quantity: number) => void; name?: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <select
        aria-label="Quantity"
        name={name}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
      >
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
      <button type="button" onClick={() => added(quantity)}>
        Add to Cart
      </button>
      <EarlyInputReplay />
    </>
  );
}

it('applies an option chosen before the app ran ahead of the first click that comes once it has', async () => {
  const root = serverPage(<BuyBox added={() => undefined} />);
  const select = screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement;
  select.value = '2';
  select.dispatchEvent(new Event('change', { bubbles: true }));

  const added = jest.fn();
  await hydrate(root, <BuyBox added={added} />);
  // The shopper's tap on Add comes right after hydration, before the replay's own turn.
  act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
  expect(added).toHaveBeenCalledWith(2);
});

it('chooses again in the select that took its place when the screen was drawn anew instead of hydrated', async () => {
  const root = serverPage(<BuyBox name="quantity" added={() => undefined} />);
  const chosenIn = screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement;
  chosenIn.value = '2';
  chosenIn.dispatchEvent(new Event('change', { bubbles: true }));

  // As React does when an update reaches a screen still showing the server's markup (error 421): the markup is
  // dropped and the screen rendered from the app's state, its select at 1.
  root.innerHTML = '';
  const added = jest.fn();
  await act(async () => {
    createRoot(root).render(<BuyBox name="quantity" added={added} />);
  });
  const drawnAnew = screen.getByRole('combobox', { name: 'Quantity' });
  expect(drawnAnew).not.toBe(chosenIn);
  await waitFor(() => expect(drawnAnew).toHaveValue('2'));
  act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
  expect(added).toHaveBeenCalledWith(2);
});

/** The list's filters as the shop has them: each change builds the next view from the one on screen. */
function Filters({ applied }: { applied: (brands: string[], band?: string) => void }) {
  const [view, setView] = useState<{ brands: string[]; band?: string }>({ brands: ['Nordvik', 'Voltari'] });
  const go = (next: typeof view) => {
    setView(next);
    applied(next.brands, next.band);
  };
  return (
    <>
      <button type="button" onClick={() => go({ brands: [] })}>
        Clear all filters
      </button>
      <button type="button" onClick={() => go({ ...view, band: '0-50' })}>
        $0-$50
      </button>
      <EarlyInputReplay />
    </>
  );
}

it('makes each click kept before the app ran on the screen the click before it left', async () => {
  const root = serverPage(<Filters applied={() => undefined} />);
  screen.getByRole('button', { name: 'Clear all filters' }).click();
  screen.getByRole('button', { name: '$0-$50' }).click();

  const applied = jest.fn();
  hydrateAsTheBrowserDoes(root, <Filters applied={applied} />);
  await waitFor(() => expect(applied).toHaveBeenCalledTimes(2));
  // Made in one task, the band's click met the list before the clear and brought the brands back.
  expect(applied).toHaveBeenLastCalledWith([], '0-50');
});

/** A page whose shell hydrates first and whose screen (a lazy chunk) hydrates when its code has run. */
function ShellPage({ Screen, counted }: { Screen: ComponentType; counted: () => void }) {
  return (
    <>
      <button type="button" onClick={counted}>
        Cart
      </button>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
        <EarlyInputReplay />
      </Suspense>
    </>
  );
}
const Headphones = () => <h1>Headphones</h1>;

it('keeps a click on the hydrated shell until the screen has hydrated, then makes it once', async () => {
  const root = serverPage(<ShellPage Screen={Headphones} counted={() => undefined} />);
  let loaded = (_module: { default: ComponentType }) => {};
  const LazyScreen = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
  const counted = jest.fn();
  await hydrate(root, <ShellPage Screen={LazyScreen} counted={counted} />);
  // The shell is React's now; the screen's code has not run, so its part is still the server's.
  expect(Object.keys(screen.getByRole('button', { name: 'Cart' })).some((key) => key.startsWith('__react'))).toBe(true);
  screen.getByRole('button', { name: 'Cart' }).click();
  expect(counted).not.toHaveBeenCalled();

  await act(async () => loaded({ default: Headphones }));
  await waitFor(() => expect(counted).toHaveBeenCalledTimes(1));
  // Afterwards React takes clicks itself, once each.
  screen.getByRole('button', { name: 'Cart' }).click();
  expect(counted).toHaveBeenCalledTimes(2);
});
