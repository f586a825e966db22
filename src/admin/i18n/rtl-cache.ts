import createCache, { type EmotionCache } from '@emotion/cache';
import { createRtlCache } from '../../browser-kit/i18n/emotion-cache';

let rtl: EmotionCache | undefined;
let ltr: EmotionCache | undefined;

/**
 * Right-to-left pages get their styles mirrored as they are inserted, as the shop's are
 * (browser-kit/i18n/emotion-cache.ts), under the console's own key, made once.
 */
export function rtlCache(): EmotionCache {
  rtl ??= createRtlCache('adminrtl');
  return rtl;
}

/** Left-to-right pages: Emotion's usual styles, under the console's own key. */
export function ltrCache(): EmotionCache {
  ltr ??= createCache({ key: 'admin' });
  return ltr;
}
