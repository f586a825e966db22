import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Fullscreen from '@mui/icons-material/Fullscreen';
import { IconButton } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../../../app/theme';
import { flipInRtl } from '../../../../browser-kit/ui/flip-in-rtl';
import { controlLooks, emotionClass, recordEmotionRules } from '../../../../test/emotion-cascade';
import { InEnglish } from '../../../../test/intl';
import { GalleryArrow } from './GalleryArrow';
import { ProductGallery } from './ProductGallery';

// The rules Emotion makes, kept for the cascade (src/test/emotion-cascade.ts). Never cleared: Emotion inserts a rule once.
const rules = recordEmotionRules();

const theme = themeFor('en');
const PICTURES = ['/catalog/images/33-white.svg', '/catalog/images/33.svg', '/catalog/images/33-angle.svg'];
const noop = () => undefined;

function renderOnPage(ui: ReactElement) {
  return render(
    <InEnglish>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </InEnglish>,
  );
}

/** A button's markup (without its own class list), and what it and its icon get in every state, on a phone and a desktop. */
function looksOf(button: Element) {
  return {
    markup: button.outerHTML.replace(/ class="[^"]*"/, ''),
    looks: controlLooks(rules, button, ['', '::-moz-focus-inner']),
    icon: controlLooks(rules, button.querySelector('svg')!),
  };
}

/** What `ui` (one IconButton, as the gallery drew it before) draws. */
function drawn(ui: ReactElement) {
  const { container, unmount } = renderOnPage(ui);
  const result = looksOf(container.firstElementChild!);
  unmount();
  return result;
}

/** The arrows' `sx` over the picture, as ProductGallery gave MUI's IconButton. */
const arrowSx = (step: 1 | -1) => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  [step === 1 ? 'insetInlineEnd' : 'insetInlineStart']: 0,
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
});

test('the gallery draws its arrows and full-screen button as it did with MUI’s IconButton, in every state', () => {
  const { unmount } = renderOnPage(<ProductGallery pictures={PICTURES} alt="Halbrook Crew Neck T-Shirt" />);
  const previous = looksOf(screen.getByRole('button', { name: 'Previous picture' }));
  const next = looksOf(screen.getByRole('button', { name: 'Next picture' }));
  const fullScreen = looksOf(screen.getByRole('button', { name: 'View full screen' }));
  unmount();

  expect(previous.markup).toMatch(
    /^<button tabindex="0" type="button" aria-label="Previous picture"><svg [^>]*ChevronLeftIcon/,
  );
  expect(previous).toEqual(
    drawn(
      <IconButton aria-label="Previous picture" onClick={noop} sx={arrowSx(-1)}>
        <ChevronLeft sx={flipInRtl} />
      </IconButton>,
    ),
  );
  expect(next).toEqual(
    drawn(
      <IconButton aria-label="Next picture" onClick={noop} sx={arrowSx(1)}>
        <ChevronRight sx={flipInRtl} />
      </IconButton>,
    ),
  );
  expect(fullScreen).toEqual(
    drawn(
      <IconButton
        aria-label="View full screen"
        onClick={noop}
        size="small"
        sx={{ position: 'absolute', bottom: 0, insetInlineEnd: 0, bgcolor: 'background.paper', boxShadow: 1 }}
      >
        <Fullscreen />
      </IconButton>,
    ),
  );
});

test('the full-screen view’s arrows are IconButton’s large ones', () => {
  for (const step of [-1, 1] as const) {
    const Icon = step === 1 ? ChevronRight : ChevronLeft;
    const name = step === 1 ? 'Next picture' : 'Previous picture';
    expect(drawn(<GalleryArrow step={step} onStep={noop} size="large" />)).toEqual(
      drawn(
        <IconButton aria-label={name} onClick={noop} size="large">
          <Icon sx={flipInRtl} />
        </IconButton>,
      ),
    );
  }
});

test('the chevrons are mirrored on a right-to-left page', () => {
  const { container } = renderOnPage(<GalleryArrow step={1} onStep={noop} />);
  const icon = emotionClass(container.querySelector('svg')!);
  expect(rules.filter((rule) => rule.startsWith(`[dir="rtl"] .${icon}{`)).join('')).toMatch(
    /[{;]transform:scaleX\(-1\);/,
  );
});
