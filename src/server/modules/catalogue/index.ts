// The catalogue module's face: reading products. Other modules import from here only (ESLint enforces it).
export { catalogueRepository } from './repository';
export { noteCatalogueChanged } from './catalogue-version';
// Units on hand (docs/decisions/0070): checkout takes them, cancellations and returns put them back.
export {
  defaultVariantOf,
  noteStockChanged,
  putBackStock,
  type StockLine,
  type StockShortage,
  stockOf,
  takeStock,
  type VariantStock,
  variantBySku,
} from './stock';
