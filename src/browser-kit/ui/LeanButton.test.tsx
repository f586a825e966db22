/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import SearchIcon from '@mui/icons-material/Search';
import { Button, ButtonBase, IconButton, Link } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { themeFor } from '../../app/theme';
import { controlLooks, recordEmotionRules } from '../../test/emotion-cascade';
import { buttonOptionsLook } from './button-options';
import { ButtonWithOptions } from './ButtonWithOptions';
import { LeanButton } from './LeanButton';
import { RouterLink } from './RouterLink';
import { tapTarget } from './tap-target';
import { iconButtonLook, linkLook, sxRule } from './theme-styles';

// The rules Emotion makes, kept for the cascade (src/test/emotion-cascade.ts).
const rules = recordEmotionRules();

const theme = themeFor('en');
const noop = () => undefined;

/** The element `ui` renders (its markup without its own class list) and what it gets in every state, on a phone and a desktop. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
  const element = container.firstElementChild!;
  const result = {
    markup: element.outerHTML.replace(/ class="[^"]*"/, ''),
    looks: inUse(controlLooks(rules, element, ['', '::-moz-focus-inner'])),
  };
  unmount();
  return result;
}

/**
 * A look without the custom properties none of its declarations reads: `color="inherit"` leaves primary's colour
 * properties set under ButtonWithOptions where MUI's Button leaves them unset, and with colour and border `inherit`
 * nothing uses them.
 */
function inUse(looks: ReturnType<typeof controlLooks>) {
  return looks.map(({ state, declarations }) => {
    const read = Object.entries(declarations)
      .filter(([property]) => !property.startsWith('--'))
      .map(([, value]) => value)
      .join(' ');
    return {
      state,
      declarations: Object.fromEntries(
        Object.entries(declarations).filter(
          ([property]) => !property.startsWith('--') || read.includes(`var(${property}`),
        ),
      ),
    };
  });
}

describe('LeanButton', () => {
  it.each(['contained', 'outlined'] as const)(
    'draws a %s button as MUI’s Button does, at rest, hovered, pressed, focused by keyboard and disabled',
    (variant) => {
      const lean = drawn(
        <LeanButton variant={variant} onClick={noop}>
          Reload page
        </LeanButton>,
      );
      expect(lean.markup).toBe('<button tabindex="0" type="button">Reload page</button>');
      expect(lean).toEqual(
        drawn(
          <Button variant={variant} onClick={noop}>
            Reload page
          </Button>,
        ),
      );
    },
  );

  it('links to a screen as `<Button component={RouterLink}>` does, and to an address as `<Button href>` does', () => {
    expect(
      drawn(
        <LeanButton variant="contained" to="/products?deals=true">
          Shop deals
        </LeanButton>,
      ),
    ).toEqual(
      drawn(
        <Button component={RouterLink} to="/products?deals=true" variant="contained">
          Shop deals
        </Button>,
      ),
    );
    expect(
      drawn(
        <LeanButton variant="outlined" href="/">
          Home
        </LeanButton>,
      ),
    ).toEqual(
      drawn(
        <Button variant="outlined" href="/">
          Home
        </Button>,
      ),
    );
  });

  const withIcon = (ui: ReactElement) => {
    const { container, unmount } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>,
    );
    const button = container.firstElementChild!;
    const icon = button.firstElementChild!;
    const result = {
      markup: button.outerHTML.replace(/ class="[^"]*"/g, ''),
      looks: inUse(controlLooks(rules, button, ['', '::before', '::-moz-focus-inner'])),
      icon: controlLooks(rules, icon),
    };
    unmount();
    return result;
  };

  // The shop's other buttons: the cards' Add to Cart (primary, and secondary once added), the phone's Filters
  // button, the filters' Clear and ratings, the product page's wish-list button.
  it.each([
    [{ variant: 'contained', size: 'small', fullWidth: true }, {}],
    [{ variant: 'contained', color: 'secondary', size: 'small', fullWidth: true }, {}],
    [{ variant: 'contained', color: 'secondary' }, {}],
    [{ variant: 'text', color: 'inherit', fullWidth: true }, { justifyContent: 'flex-start' }],
    [
      { variant: 'outlined', color: 'inherit' },
      { borderColor: 'shop.border', bgcolor: 'common.white' },
    ],
  ] as const)('draws %j with a start icon and an sx of %j as MUI’s Button does', (options, sx) => {
    const lean = withIcon(
      <ButtonWithOptions {...options} onClick={noop} startIcon={<SearchIcon />} look={sxRule(theme, sx)}>
        Add to Cart
      </ButtonWithOptions>,
    );
    expect(lean.markup).toMatch(/^<button tabindex="0" type="button"><span><svg [^>]*data-testid="SearchIcon">/);
    expect(lean).toEqual(
      withIcon(
        <Button {...options} onClick={noop} startIcon={<SearchIcon />} sx={sx}>
          Add to Cart
        </Button>,
      ),
    );
  });

  it.each([
    [{ variant: 'outlined', color: 'inherit', size: 'small' }, { borderColor: 'shop.border' }],
    [{ variant: 'text' }, { color: 'text.primary', borderRadius: 1, px: 1, fontWeight: 700 }],
    [{ variant: 'contained', size: 'small', fullWidth: true }, {}],
    [{ variant: 'contained', size: 'large' }, {}],
    [{ variant: 'outlined', size: 'large' }, {}],
    [{ variant: 'text', size: 'large' }, {}],
  ] as const)('draws %j, enabled and disabled, with an sx of %j as MUI’s Button does', (options, sx) => {
    for (const disabled of [false, true])
      expect(
        drawn(
          <ButtonWithOptions {...options} onClick={noop} disabled={disabled} look={sxRule(theme, sx)}>
            Clear filters
          </ButtonWithOptions>,
        ),
      ).toEqual(
        drawn(
          <Button {...options} onClick={noop} disabled={disabled} sx={sx}>
            Clear filters
          </Button>,
        ),
      );
  });

  it('draws checkout’s Place order, a large full-width submit, enabled, disabled and with a start icon, as MUI’s Button does', () => {
    const options = { variant: 'contained', size: 'large', fullWidth: true } as const;
    for (const disabled of [false, true])
      expect(
        drawn(
          <ButtonWithOptions {...options} type="submit" disabled={disabled}>
            Place order
          </ButtonWithOptions>,
        ),
      ).toEqual(
        drawn(
          <Button {...options} type="submit" disabled={disabled}>
            Place order
          </Button>,
        ),
      );
    const lean = withIcon(
      <ButtonWithOptions {...options} type="submit" startIcon={<SearchIcon />}>
        Processing...
      </ButtonWithOptions>,
    );
    expect(lean.markup).toMatch(/^<button tabindex="0" type="submit"><span><svg /);
    expect(lean).toEqual(
      withIcon(
        <Button {...options} type="submit" startIcon={<SearchIcon />}>
          Processing...
        </Button>,
      ),
    );
  });

  it('links to a screen at the large size as `<Button component={RouterLink} size="large">` does', () => {
    expect(
      drawn(
        <LeanButton
          variant="contained"
          to="/products"
          look={css(buttonOptionsLook(theme, 'contained', { size: 'large' }))}
        >
          Back to Products
        </LeanButton>,
      ),
    ).toEqual(
      drawn(
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          Back to Products
        </Button>,
      ),
    );
  });

  it('takes a rule over its look as Button takes `sx`', () => {
    const sx = { px: { xs: 2, md: 3 }, py: { md: 1.25 }, fontSize: { md: 16 } };
    expect(
      drawn(
        <LeanButton variant="contained" onClick={noop} look={sxRule(theme, sx)}>
          Go
        </LeanButton>,
      ),
    ).toEqual(
      drawn(
        <Button variant="contained" onClick={noop} sx={sx}>
          Go
        </Button>,
      ),
    );
  });
});

test('iconButtonLook over ButtonBase draws what MUI’s IconButton draws', () => {
  expect(
    drawn(
      <ButtonBase centerRipple focusRipple aria-label="Search" css={css(iconButtonLook(theme))}>
        <SearchIcon />
      </ButtonBase>,
    ),
  ).toEqual(
    drawn(
      <IconButton aria-label="Search">
        <SearchIcon />
      </IconButton>,
    ),
  );
});

test('linkLook under an sx draws what `<Link component={RouterLink} sx={…}>` draws', () => {
  const sx = { ...tapTarget, mt: 2, color: 'text.primary', fontSize: 14 };
  expect(
    drawn(
      <RouterLink to="/products" css={sxRule(theme, sx, linkLook(theme))}>
        Explore all
      </RouterLink>,
    ),
  ).toEqual(
    drawn(
      <Link component={RouterLink} to="/products" sx={sx}>
        Explore all
      </Link>,
    ),
  );
});
