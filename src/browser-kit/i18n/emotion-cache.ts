import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { RULESET, copy, prefixer, serialize } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Right-to-left pages get styles mirrored at insertion (margin-left becomes margin-right, and so on),
 * the setup MUI documents for RTL, for the shop and its console alike. Left-to-right shop pages keep
 * Emotion's default cache. Its own key keeps mirrored and unmirrored rules apart when the server renders
 * both (the console passes its own, so its rules never mix with the shop's).
 */
export function createRtlCache(key = 'muirtl'): EmotionCache {
  return createCache({ key, stylisPlugins: [prefixerForEmotion, rtlPlugin] });
}

const perBrowserPseudo = /(::plac\w+|:read-\w+)/;

/**
 * stylis's prefixer as Emotion's own stylis (4.2) runs it. From 4.3 on, the prefixer adds a placeholder's or a
 * read-only field's per-browser copies of a rule to the rule's `siblings`, which Emotion's 4.2 compiler never
 * makes, so the rule threw and a right-to-left page with one answered 500. For those rules this writes the copies
 * in place, as 4.2 does (and as the left-to-right cache writes them); every other rule goes to the prefixer.
 */
const prefixerForEmotion: StylisPlugin = (element, index, children, callback) => {
  const ruleset = element.type === RULESET && element.length > 0 && !element.return;
  if (!ruleset || !(element.props as string[]).some((selector) => perBrowserPseudo.test(selector))) {
    return prefixer(element, index, children, callback);
  }
  const copies = (selectors: string[]) =>
    serialize(
      selectors.map((one) => copy(element, { props: [one] })),
      callback,
    );
  return (element.props as string[])
    .map((selector) => {
      const pseudo = perBrowserPseudo.exec(selector)?.[0];
      if (pseudo === ':read-only' || pseudo === ':read-write')
        return copies([selector.replace(/:(read-\w+)/, ':-moz-$1')]);
      if (pseudo !== '::placeholder') return '';
      return copies(
        [':-webkit-input-$1', ':-moz-$1', '-ms-input-$1'].map((prefixed) => selector.replace(/:(plac\w+)/, prefixed)),
      );
    })
    .join('');
};
