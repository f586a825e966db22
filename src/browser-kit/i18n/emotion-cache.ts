import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Right-to-left pages get styles mirrored at insertion (margin-left becomes margin-right, and so on),
 * the setup MUI documents for RTL, for the shop and its console alike. Left-to-right shop pages keep
 * Emotion's default cache. Its own key keeps mirrored and unmirrored rules apart when the server renders
 * both (the console passes its own, so its rules never mix with the shop's).
 */
export function createRtlCache(key = 'muirtl'): EmotionCache {
  return createCache({ key, stylisPlugins: [prefixer, rtlPlugin] });
}
