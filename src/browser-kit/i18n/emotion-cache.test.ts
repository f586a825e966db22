import { type CSSObject, serializeStyles } from '@emotion/serialize';
import { recordEmotionRules } from '../../test/emotion-cascade';
import { createRtlCache } from './emotion-cache';

const rules = recordEmotionRules();

/** The rules the right-to-left cache writes for one style. */
function written(style: CSSObject): string[] {
  rules.length = 0;
  const cache = createRtlCache('rtltest');
  cache.insert('.field', serializeStyles([style], cache.registered), cache.sheet, true);
  return [...rules];
}

// The mirrored cache runs stylis's prefixer and the RTL plugin ahead of Emotion's own serializer. With the prefixer of
// another stylis version than Emotion's (4.4 against 4.2), a rule the prefixer writes out for each browser (a
// placeholder's, a read-only field's) threw, and an Arabic page with one answered 500 (decision 0142).
test.each([
  ['a placeholder', { '&::placeholder': { opacity: 0.42 } }, /::placeholder\{opacity:0\.42;\}/],
  ['a read-only field', { '&:read-only': { color: 'grey' } }, /:read-only\{color:grey;\}/],
])('writes %s’s rule', (_, style, rule) => {
  expect(written(style).join('')).toMatch(rule);
});

test('mirrors a rule’s sides', () => {
  expect(written({ paddingLeft: 3, marginRight: 2 }).join('')).toMatch(/\.field\{padding-right:3px;margin-left:2px;\}/);
});
