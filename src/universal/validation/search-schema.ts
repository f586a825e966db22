import { object, string } from 'yup';
import { MAX_SEARCH_LENGTH } from '../product-query';

/**
 * The header search and the drawer's Quick Search: words to look for (never blank: spec §2 keeps
 * submit disabled until there are some) and an optional category. The server bounds the product
 * list's search by the same MAX_SEARCH_LENGTH.
 */
export const searchFormSchema = object({
  search: string().trim().required().max(MAX_SEARCH_LENGTH),
  category: string().default(''),
});
