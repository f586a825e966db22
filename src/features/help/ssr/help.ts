import type { ServerRendering } from '../../../shared/route-entry';

/** /help: texts only; the support address (GET /api/shop) is loaded by the browser. */
const help: ServerRendering = {
  chunk: 'screen-help',
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
