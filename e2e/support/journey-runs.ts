import ar from '../../src/universal/i18n/messages/ar.json';
import en from '../../src/universal/i18n/messages/en.json';

/**
 * The languages and widths a journey runs in (issue 49, item 7: each journey where it can differ). A
 * journey's language (its texts and direction) and its width (the phone's layout or the desktop's) are
 * drawn by separate code, so each value is covered once: English at a desktop's width and Arabic, right to
 * left, at a phone's. Every screen is also checked at both widths in Arabic, French and the pseudo-locale
 * (text-fit.spec.ts), and focus and direction in both (direction-and-focus.spec.ts).
 */
export const JOURNEY_RUNS = [
  { locale: 'en', texts: en, dir: 'ltr', width: 1366 },
  { locale: 'ar', texts: ar, dir: 'rtl', width: 390 },
] as const;

/** A phone's screen is taller than it is wide; a desktop's the other way round. */
export const viewportOf = (width: number) => ({ width, height: width > 500 ? 800 : 844 });
