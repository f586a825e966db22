import { createTheme } from '@mui/material/styles';
import { guessViewport, matchesAtWidth, VIEWPORT_GUESS_WIDTH } from './viewport-guess';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

describe('guessViewport', () => {
  it("trusts Chromium's mobile hint over the user agent", () => {
    expect(guessViewport({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe('phone');
    expect(guessViewport({ 'sec-ch-ua-mobile': '?0', 'user-agent': IPHONE })).toBe('desktop');
  });

  it('reads phones from the user agent when there is no hint, tablets and desktops as desktop', () => {
    expect(guessViewport({ 'user-agent': IPHONE })).toBe('phone');
    expect(guessViewport({ 'user-agent': ANDROID_TABLET })).toBe('desktop');
    expect(guessViewport({ 'user-agent': DESKTOP })).toBe('desktop');
    expect(guessViewport({})).toBe('desktop');
  });
});

describe('matchesAtWidth', () => {
  const { breakpoints } = createTheme();
  const media = (query: string) => query.replace(/^@media\s*/, '');

  it("evaluates MUI's breakpoint queries at the guessed widths", () => {
    const phone = VIEWPORT_GUESS_WIDTH.phone;
    const desktop = VIEWPORT_GUESS_WIDTH.desktop;
    expect(matchesAtWidth(media(breakpoints.down('md')), phone)).toBe(true);
    expect(matchesAtWidth(media(breakpoints.down('md')), desktop)).toBe(false);
    expect(matchesAtWidth(media(breakpoints.up('md')), desktop)).toBe(true);
    expect(matchesAtWidth(media(breakpoints.between('sm', 'lg')), phone)).toBe(false);
    expect(matchesAtWidth(media(breakpoints.between('sm', 'lg')), 1000)).toBe(true);
    expect(matchesAtWidth(breakpoints.only('xs'), phone)).toBe(true);
  });

  it('takes any other media feature not to match', () => {
    expect(matchesAtWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
    expect(matchesAtWidth('(orientation: portrait) and (max-width:600px)', 390)).toBe(false);
    expect(matchesAtWidth('', 390)).toBe(false);
  });
});
