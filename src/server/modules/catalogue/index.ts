// The catalogue module's face: reading products. Other modules import from here only (ESLint enforces it).
export { catalogueRepository } from './repository';
export { noteCatalogueChanged } from './catalogue-version';
export { refoldSearchTexts } from './search/search-text';
