import ar from '../../universal/i18n/messages/ar.json';
import en from '../../universal/i18n/messages/en.json';
import { themeFor } from '../theme';
import { sharedIntl } from './shared-intl';

it('shares one formatter set per language and catalog across renders', () => {
  const english = sharedIntl('en', en);
  expect(sharedIntl('en', en)).toBe(english);
  const arabic = sharedIntl('ar', ar);
  expect(arabic).not.toBe(english);
  expect(arabic.locale).not.toBe(english.locale);
  expect(english.formatNumber(1234.5)).toBe('1,234.5');
  // The same catalog object under another language gets that language's formats, not English's.
  expect(sharedIntl('fr', en).formatNumber(1234.5)).not.toBe('1,234.5');
});

it('makes the theme once per language and screen guess', () => {
  expect(themeFor('ar', 'phone')).toBe(themeFor('ar', 'phone'));
  expect(themeFor('ar', 'phone').direction).toBe('rtl');
  expect(themeFor('en', 'phone')).not.toBe(themeFor('ar', 'phone'));
  expect(themeFor('en', 'desktop')).not.toBe(themeFor('en', 'phone'));
});
