// The catalogue module's face: reading products. Other modules import from here only (ESLint enforces it).
export { catalogueRepository } from './repository';
// The read side the app builds once: the routes, the page renderer and the sitemap (its entries) read it.
export { CatalogueReader, type SitemapEntries } from './catalogue-reader';
// The version cached answers and rendered pages follow: raised by catalogue writes, and by other data every
// page renders (the regions' delivery terms) in that data's own transaction.
export { bumpCatalogueVersion, noteCatalogueChanged } from './catalogue-version';
export { refoldSearchTexts } from './search/search-text';
// Units on hand (docs/decisions/0070): checkout takes them, cancellations and returns put them back.
export {
  defaultVariantOf,
  lowStockProducts,
  inCatalogue,
  noteStockChanged,
  putBackStock,
  stockEventSubscribers,
  type StockLine,
  type StockShortage,
  stockOf,
  takeStock,
  type VariantLookup,
  type VariantStock,
  variantBySku,
} from './stock';
// Back-in-stock alerts' mails (issue 53): stock.changed's units that came back mail the variant's subscribers.
export { stockAlertSubscribers } from './stock-alerts/alert-subscriber';
// What an order line is called in each language, copied into the order at checkout (decision 0093).
export { lineWords, type LineWordsByLanguage, skuWordsIn } from './line-words';
// Variants' own prices per currency (issue 50): the price-lists module writes them through here.
export { type PriceList, writeVariantPrice } from './price-lists';
// The console's products export (issue 52): the products list's filters, a batch at a time.
export { productBatches } from './admin/product-list';
// Console changes' keys (bulk actions, CSV imports) forgotten after a day, hourly.
export { catalogueChangePurgeJob } from './admin/applied-once';
