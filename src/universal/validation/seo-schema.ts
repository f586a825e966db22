import { object, string } from 'yup';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../seo-limits';

/** A product's SEO words in one language (decision 0125): the product page's <title> and meta description. */
export const seoWordsSchema = object({
  title: string().trim().max(SEO_TITLE_MAX, 'validation.tooLong'),
  description: string().trim().max(SEO_DESCRIPTION_MAX, 'validation.tooLong'),
});
