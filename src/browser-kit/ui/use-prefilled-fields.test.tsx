import { act, fireEvent, screen, within } from '@testing-library/react';
import { useFormik } from 'formik';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePrefilledFields } from './use-prefilled-fields';

function SignInForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const formik = useFormik({ initialValues: { email: '', password: '' }, onSubmit });
  const formRef = usePrefilledFields(formik);
  return (
    <form ref={formRef} onSubmit={formik.handleSubmit}>
      <input aria-label="Email" {...formik.getFieldProps('email')} />
      <input aria-label="Password" type="password" {...formik.getFieldProps('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

it('sends what was typed into the server-rendered form before it hydrated', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  // The server's render: jsdom has a window, so Formik picks useLayoutEffect and React warns about it
  // here; the real server has no window and no warning.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(<SignInForm onSubmit={() => undefined} />);
  quiet.mockRestore();
  // Typed (or autofilled) while the script was still on its way.
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  (screen.getByLabelText('Password') as HTMLInputElement).value = 'Passw0rd!';
  const onSubmit = jest.fn();
  await act(async () => {
    hydrateRoot(container, <SignInForm onSubmit={onSubmit} />);
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  expect(onSubmit).toHaveBeenCalledWith({ email: 'amira@example.com', password: 'Passw0rd!' }, expect.anything());
  expect(screen.getByLabelText('Email')).toHaveValue('amira@example.com');
});

function SignUpForm() {
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validate: (values) => (values.email.includes('@') ? {} : { email: 'Enter a valid email' }),
    onSubmit: () => undefined,
  });
  const formRef = usePrefilledFields(formik);
  const touchedAny = Object.keys(formik.touched).length > 0;
  const hasErrors = Object.keys(formik.errors).length > 0;
  return (
    <form ref={formRef} onSubmit={formik.handleSubmit}>
      <input aria-label="Email" {...formik.getFieldProps('email')} />
      <input aria-label="Password" type="password" {...formik.getFieldProps('password')} />
      {/* As Create account: enabled once a field is touched and none is wrong. */}
      <button type="submit" disabled={!touchedAny || hasErrors}>
        Create account
      </button>
    </form>
  );
}

it('counts what was typed before hydration as touched and checks it, so a form waiting for a touch opens', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(<SignUpForm />);
  quiet.mockRestore();
  (within(container).getByLabelText('Email') as HTMLInputElement).value = 'amira@example.com';
  (within(container).getByLabelText('Password') as HTMLInputElement).value = 'Passw0rd!';
  await act(async () => {
    hydrateRoot(container, <SignUpForm />);
  });
  expect(within(container).getByRole('button', { name: 'Create account' })).toBeEnabled();
});
