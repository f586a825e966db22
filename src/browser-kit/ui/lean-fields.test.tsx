import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { themeFor } from '../../app/theme';
import en from '../../universal/i18n/messages/en.json';
import { createRtlCache } from '../i18n/emotion-cache';
import { LeanTextField } from './LeanTextField';
import { PasswordField } from './PasswordField';
import { LeanSearchField } from './LeanSearchField';
import { LeanSelectField } from './LeanSelectField';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { renderOnServer } from '../../test/render-on-server';

// The rules Emotion makes, kept for the cascade (src/test/emotion-cascade.ts).
const rules = recordEmotionRules();
const theme = themeFor('en');

function Quantity({ disabled, onPick }: { disabled?: boolean; onPick?: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <ThemeProvider theme={theme}>
      <LeanSelectField
        id="quantity"
        label="Quantity"
        value={value}
        disabled={disabled}
        helperText="Up to 10 at a time"
        onChange={(event) => {
          setValue(event.target.value);
          onPick?.(event.target.value);
        }}
      >
        <option value="1">1</option>
        <option value="2">2</option>
      </LeanSelectField>
    </ThemeProvider>
  );
}

test('is the platform’s own select, named by its label and described by its helper text', async () => {
  const picked: string[] = [];
  render(<Quantity onPick={(value) => picked.push(value)} />);
  const select = screen.getByRole('combobox', { name: 'Quantity' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveAccessibleDescription('Up to 10 at a time');
  await userEvent.selectOptions(select, '2');
  expect(picked).toEqual(['2']);
  expect(select).toHaveDisplayValue('2');
});

test('a disabled field cannot be changed', () => {
  render(<Quantity disabled />);
  expect(screen.getByRole('combobox', { name: 'Quantity' })).toBeDisabled();
});

test('the server’s HTML already names the select and shows its value (nothing moves when the app starts)', () => {
  const html = renderOnServer(<Quantity />);
  expect(html).toContain('<label');
  expect(html).toMatch(/for="quantity"/);
  expect(html).toMatch(/<option value="1" selected="">1<\/option>/);
  // The notch in the outline is cut to the label's width by the label's own text.
  expect(html).toMatch(/<legend[^>]*><span>Quantity<\/span><\/legend>/);
});

test('the select itself is handed to selectRef, without an id given', () => {
  const ref = createRef<HTMLSelectElement>();
  render(
    <ThemeProvider theme={theme}>
      <LeanSelectField label="Sort reviews" value="recent" onChange={() => undefined} selectRef={ref}>
        <option value="recent">Most recent</option>
      </LeanSelectField>
    </ThemeProvider>,
  );
  const select = screen.getByRole('combobox', { name: 'Sort reviews' });
  expect(ref.current).toBe(select);
  expect(select.id).not.toBe('');
  expect(select).not.toHaveAttribute('aria-describedby');
});

describe('LeanSearchField', () => {
  function Finder() {
    const [value, setValue] = useState('');
    return (
      <ThemeProvider theme={theme}>
        <LeanSearchField label="Find a brand" value={value} onChange={(event) => setValue(event.target.value)} />
      </ThemeProvider>
    );
  }
  const transformOf = (label: HTMLElement) =>
    cascade(rules, emotionClass(label), { matches: [], hoverCapable: true, width: 1366 }).transform;
  const ON_THE_NOTCH = 'translate(14px, -9px) scale(0.75)';
  const INSIDE = 'translate(14px, 9px) scale(1)';

  it('is a search box named by its label, whose label sits inside it until it is focused or filled', async () => {
    render(<Finder />);
    const box = screen.getByRole('searchbox', { name: 'Find a brand' });
    const label = screen.getByText('Find a brand', { selector: 'label' });
    expect(transformOf(label)).toBe(INSIDE);
    await userEvent.click(box);
    expect(transformOf(label)).toBe(ON_THE_NOTCH);
    await userEvent.type(box, 'Ap');
    await userEvent.tab();
    expect(box).toHaveValue('Ap');
    expect(transformOf(label)).toBe(ON_THE_NOTCH);
    await userEvent.clear(box);
    await userEvent.tab();
    expect(transformOf(label)).toBe(INSIDE);
  });
});

describe('LeanTextField and PasswordField', () => {
  function Email({ error, required }: { error?: string; required?: boolean }) {
    const [value, setValue] = useState('');
    const [blurs, setBlurs] = useState(0);
    return (
      <ThemeProvider theme={theme}>
        <LeanTextField
          id="email"
          name="email"
          label="Email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setBlurs((count) => count + 1)}
          type="email"
          inputMode="email"
          placeholder="you@example.com"
          error={Boolean(error)}
          helperText={error}
          required={required}
        />
        <output>{blurs} blurs</output>
      </ThemeProvider>
    );
  }

  it('is a text box named by its label, whose label sits inside it until it is focused or filled, and passes its blur on', async () => {
    render(<Email />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    const label = screen.getByText('Email', { selector: 'label' });
    expect(box).toHaveAttribute('inputmode', 'email');
    expect(label).toHaveAttribute('data-shrink', 'false');
    await userEvent.click(box);
    expect(label).toHaveAttribute('data-shrink', 'true');
    await userEvent.type(box, 'a@b.co');
    await userEvent.tab();
    expect(label).toHaveAttribute('data-shrink', 'true');
    expect(screen.getByText('1 blurs')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.tab();
    expect(label).toHaveAttribute('data-shrink', 'false');
  });

  it('says an error as TextField does: invalid, described by its message', () => {
    render(<Email error="Please enter a valid email address" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('marks a required field with MUI’s asterisk, in the label and in the notch it cuts', () => {
    const html = renderOnServer(<Email required />);
    expect(html).toMatch(/<input[^>]* required=""/);
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>Email<span aria-hidden="true">\u2009\*<\/span><\/label>/);
    expect(html).toMatch(/<legend[^>]*><span>Email\u2009\*<\/span><\/legend>/);
  });

  it('draws in a right-to-left page (its placeholder rules pass the mirrored cache’s stylis)', () => {
    render(
      <CacheProvider value={createRtlCache('rtltest')}>
        <Email />
      </CacheProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'you@example.com');
  });

  function Secret() {
    const [value, setValue] = useState('');
    return (
      <ThemeProvider theme={theme}>
        <PasswordField label="Password" value={value} onChange={(event) => setValue(event.target.value)} />
      </ThemeProvider>
    );
  }

  it('shows and hides a password with a pressed button, the typing staying in the field', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <Secret />
      </IntlProvider>,
    );
    const field = screen.getByLabelText('Password');
    await userEvent.type(field, 'Passw0rd!');
    expect(field).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
