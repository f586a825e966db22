// The legal slice's public API (issue 48): its routes; the links to its pages are in universal/legal-pages
// and browser-kit/ui/LegalLink, so other slices link to them without importing this one.
export { legalRoutes } from './routes';
