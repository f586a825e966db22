import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Right-to-left pages get styles mirrored at insertion (margin-left becomes margin-right, and so on),
 * the setup MUI documents for RTL. Left-to-right pages keep Emotion's default cache. Its own key keeps
 * mirrored and unmirrored rules apart when the server renders both.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
