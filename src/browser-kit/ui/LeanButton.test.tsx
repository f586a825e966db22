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
    looks: controlLooks(rules, element, ['', '::-moz-focus-inner']),
  };
  unmount();
  return result;
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
