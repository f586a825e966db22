import type { ServerRendering } from '../../../browser-kit/route-entry';
import { shopInfoApi } from '../../../entities/shop';

/** /help: the texts, and the shop's facts (support address, return window) loaded with the page. */
const help: ServerRendering = {
  chunk: 'screen-help',
  async prefetch(store) {
    await store.dispatch(shopInfoApi.endpoints.getShopInfo.initiate());
  },
  head: (_data, { intl }) => ({
    title: intl.formatMessage({ id: 'help.documentTitle' }),
    description: intl.formatMessage({ id: 'help.description' }),
    canonicalPath: '/help',
    indexable: true,
    jsonLd: [],
    type: 'website',
  }),
  sitemap: () => ['/help'],
};
export default help;
