import { act, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '../shared/early-input';
import { usePrefilledFields } from '../shared/ui/use-prefilled-fields';
import { claimEarlyInput, EarlyInputReplay } from './early-input';

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

/** The page as the browser has it before the app's script: server markup, the early-input script run. */
function serverPage(): HTMLElement {
  const root = document.getElementById('root') as HTMLElement;
  // jsdom has a window, so Formik picks useLayoutEffect and React warns about it on the server render.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  root.innerHTML = renderToString(<Screen onSubmit={() => undefined} />);
  quiet.mockRestore();
  new Function(EARLY_INPUT_SCRIPT)();
  return root;
}

it('sends, once the screen has hydrated, a form sent before the app ran, with what was typed', async () => {
  const root = serverPage();
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  (screen.getByLabelText('Password') as HTMLInputElement).value = 'Passw0rd!';
  screen.getByRole('button', { name: 'Menu' }).click();
  screen.getByRole('button', { name: 'Sign in' }).click();

  const onSubmit = jest.fn();
  claimEarlyInput();
  await act(async () => {
    hydrateRoot(root, <Screen onSubmit={onSubmit} />);
  });

  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ email: 'amira@example.com', password: 'Passw0rd!' }, expect.anything());
  expect(screen.getByRole('button', { name: 'Menu open' })).toBeInTheDocument();
});

it('sends nothing when nothing was sent before the app ran', async () => {
  const root = serverPage();
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  const onSubmit = jest.fn();
  claimEarlyInput();
  await act(async () => {
    hydrateRoot(root, <Screen onSubmit={onSubmit} />);
  });
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
});
