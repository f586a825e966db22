import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let rtl: EmotionCache | undefined;
let ltr: EmotionCache | undefined;

/**
 * Right-to-left pages get their styles mirrored as they are inserted (margin-left becomes margin-right),
 * the setup MUI documents and the shop uses (src/app/i18n/emotion-cache.ts, which the console may not
 * import: it lives in the shop's app layer). Its own key keeps mirrored rules apart from the others.
 */
export function rtlCache(): EmotionCache {
  rtl ??= createCache({ key: 'adminrtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtl;
}

/** Left-to-right pages: Emotion's usual styles, under the console's own key. */
export function ltrCache(): EmotionCache {
  ltr ??= createCache({ key: 'admin' });
  return ltr;
}
