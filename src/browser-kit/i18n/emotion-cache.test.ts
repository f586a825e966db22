import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { recordEmotionRules } from '../../test/emotion-cascade';
import { createRtlCache } from './emotion-cache';

const rules = recordEmotionRules();

/** The rules a cache writes for one style. */
function written(style: CSSObject, cache: EmotionCache = createRtlCache('rtltest')): string[] {
  rules.length = 0;
  cache.insert('.field', serializeStyles([style], cache.registered), cache.sheet, true);
  return [...rules];
}

// The mirrored cache runs stylis's prefixer and the RTL plugin ahead of Emotion's own serializer. With the prefixer of
// another stylis version than Emotion's (4.4 against 4.2), a rule the prefixer writes out for each browser (a
// placeholder's, a read-only field's) threw, and an Arabic page with one answered 500 (decision 0142).
const perBrowser: [string, CSSObject][] = [
  ['a placeholder', { '&::placeholder': { opacity: 0.42 } }],
  ['a read-only field', { '&:read-only': { color: 'grey' } }],
  ['a selector list with a placeholder', { '& input::placeholder, & textarea:hover': { opacity: 0.5 } }],
];

test.each(perBrowser)('writes the rules of %s for every browser, as the left-to-right cache does', (_, style) => {
  const mirrored = written(style);
  expect(mirrored.length).toBeGreaterThan(1);
  expect(mirrored).toEqual(written(style, createCache({ key: 'rtltest' })));
});

test('writes the placeholder for each browser engine', () => {
  expect(written({ '&::placeholder': { opacity: 0.42 } }).join('\n')).toBe(
    [
      '.field::-webkit-input-placeholder{opacity:0.42;}',
      '.field::-moz-placeholder{opacity:0.42;}',
      '.field:-ms-input-placeholder{opacity:0.42;}',
      '.field::placeholder{opacity:0.42;}',
    ].join('\n'),
  );
});

test('mirrors a rule’s sides and prefixes what needs it', () => {
  expect(written({ paddingLeft: 3, marginRight: 2, userSelect: 'none' }).join('')).toBe(
    '.field{padding-right:3px;margin-left:2px;-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}',
  );
});
