import ChevronRight from '@mui/icons-material/ChevronRight';
import Fullscreen from '@mui/icons-material/Fullscreen';
import { IconButton } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { controlLooks, recordEmotionRules } from '../../test/emotion-cascade';
import { flipInRtl } from './flip-in-rtl';
import { LeanIconButton } from './LeanIconButton';
import { sxRule } from './theme-styles';

// The rules Emotion makes, kept for the cascade (src/test/emotion-cascade.ts). Never cleared: Emotion inserts a rule once.
const rules = recordEmotionRules();

const theme = themeFor('en');
const noop = () => undefined;

/** The button `ui` renders (its markup without its own class list) and what it and its icon get in every state, on a phone and a desktop. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const button = container.firstElementChild!;
  const result = {
    markup: button.outerHTML.replace(/ class="[^"]*"/, ''),
    looks: controlLooks(rules, button, ['', '::-moz-focus-inner']),
    icon: controlLooks(rules, button.querySelector('svg')!),
  };
  unmount();
  return result;
}

describe('LeanIconButton', () => {
  it.each(['small', 'medium', 'large'] as const)(
    'draws a %s button, enabled and disabled, as MUI’s IconButton does, at rest, hovered, pressed, focused by keyboard and disabled',
    (size) => {
      for (const disabled of [false, true]) {
        const lean = drawn(
          <LeanIconButton aria-label="Next picture" size={size} disabled={disabled} onClick={noop}>
            <ChevronRight sx={flipInRtl} />
          </LeanIconButton>,
        );
        expect(lean.markup).toMatch(
          disabled
            ? /^<button tabindex="-1" type="button" disabled="" aria-label="Next picture"><svg /
            : /^<button tabindex="0" type="button" aria-label="Next picture"><svg /,
        );
        expect(lean).toEqual(
          drawn(
            <IconButton aria-label="Next picture" size={size} disabled={disabled} onClick={noop}>
              <ChevronRight sx={flipInRtl} />
            </IconButton>,
          ),
        );
      }
    },
  );

  it('leaves out the medium size as IconButton does', () => {
    expect(
      drawn(
        <LeanIconButton aria-label="View full screen" onClick={noop}>
          <Fullscreen />
        </LeanIconButton>,
      ),
    ).toEqual(
      drawn(
        <IconButton aria-label="View full screen" onClick={noop}>
          <Fullscreen />
        </IconButton>,
      ),
    );
  });

  // The gallery's: the arrows over the picture (their hover stays white), the full-screen button in its corner.
  it.each([
    [
      'medium',
      {
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        insetInlineEnd: 0,
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper' },
      },
    ],
    ['small', { position: 'absolute', bottom: 0, insetInlineEnd: 0, bgcolor: 'background.paper', boxShadow: 1 }],
    ['large', { mx: 1, color: 'primary.main' }],
  ] as const)('takes a rule over its %s look as IconButton takes an sx of %j', (size, sx) => {
    expect(
      drawn(
        <LeanIconButton aria-label="View full screen" size={size} onClick={noop} look={sxRule(theme, sx)}>
          <Fullscreen />
        </LeanIconButton>,
      ),
    ).toEqual(
      drawn(
        <IconButton aria-label="View full screen" size={size} onClick={noop} sx={sx}>
          <Fullscreen />
        </IconButton>,
      ),
    );
  });

  it('ripples from its centre on a press, as IconButton does', async () => {
    const pressed = async (ui: ReactElement) => {
      const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
      const button = container.firstElementChild!;
      // Pressed off centre: a centred ripple starts in the middle all the same.
      // ButtonBase mounts its ripple on the first press, then starts it.
      await act(async () => {
        fireEvent.mouseDown(button, { clientX: 30, clientY: 3 });
      });
      const markup = button.outerHTML.replace(/ class="[^"]*"/g, '');
      unmount();
      return markup;
    };
    const lean = await pressed(
      <LeanIconButton aria-label="Zoom in" onClick={noop}>
        <Fullscreen />
      </LeanIconButton>,
    );
    expect(lean).toContain('<span><span style="width: 1px; height: 1px; top: -0.5px; left: -0.5px;">');
    expect(lean).toBe(
      await pressed(
        <IconButton aria-label="Zoom in" onClick={noop}>
          <Fullscreen />
        </IconButton>,
      ),
    );
  });

  it('forwards its ref to the button, and answers a click', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <LeanIconButton ref={ref} aria-label="View full screen" size="small" onClick={onClick}>
          <Fullscreen />
        </LeanIconButton>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'View full screen' });
    expect(ref.current).toBe(button);
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
