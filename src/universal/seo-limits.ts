/**
 * The longest SEO title and description a product may have (decision 0125): search engines show about 60
 * characters of a title and 160 of a description and cut the rest. The editor's schema (seo-schema.ts)
 * and the API (AdminProductInputSchema) both hold these.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
