import type { ServerRendering } from '../../browser-kit/route-entry';

/** Any other path: the not-found page, answered 404 and kept out of the index. */
const notFound: ServerRendering = {
  chunk: 'screen-not-found',
  head: (_data, { intl, path }) => ({
    title: intl.formatMessage({ id: 'notFound.documentTitle' }),
    description: intl.formatMessage({ id: 'head.shopDescription' }),
    canonicalPath: path,
    indexable: false,
    jsonLd: [],
    type: 'website',
  }),
  status: () => 404,
};
export default notFound;
