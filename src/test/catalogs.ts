/**
 * Every shop language's catalog for tests, found by its tag (universal/i18n/catalogs.ts): a test that runs
 * through all languages needs no line when one is added. The browser's code may not import that module
 * (it downloads its page's own catalog); tests are never bundled.
 */
export { catalogOf } from '../universal/i18n/catalogs';
