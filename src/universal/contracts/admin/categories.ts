import { type Static, Type } from 'typebox';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locale';
import { pageOf, staffEndpoints } from './console';

/**
 * The shop's categories in the staff console (issue 52, area 3, decision 0125): a managed list, each named
 * in the four shop languages. Owner and catalogue staff, as the product editor.
 */

/** The longest name of a category in one language. */
export const MAX_CATEGORY_NAME = 60;

const Name = Type.String({ maxLength: MAX_CATEGORY_NAME });

/** A category's names: English is required; a language left empty reads English on the shop. */
export const CategoryNamesSchema = Type.Object({
  ...Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale, Type.Optional(Name)]),
  ),
  [DEFAULT_LOCALE]: Type.String({ minLength: 1, maxLength: MAX_CATEGORY_NAME }),
});
export type CategoryNames = Static<typeof CategoryNamesSchema>;

export const CategoryRowSchema = Type.Object({
  /** What products hold and the shop's addresses say ("men's clothing"); it never changes. */
  key: Type.String(),
  /** The names an owner gave; a category no one has named yet has none (the shop's catalogs name it). */
  names: Type.Record(Type.String(), Type.String()),
  /** Products and drafts in it: a category is removed only at 0. */
  products: Type.Integer(),
});
export type CategoryRow = Static<typeof CategoryRowSchema>;

const categoriesEndpoint = staffEndpoints(ROLES_FOR.catalogue);

export const listCategories = staffEndpoints(ROLES_FOR.products).get('/api/admin/categories', {
  summary: 'The shop’s categories with their names and how many products each holds',
  response: pageOf(CategoryRowSchema),
});

export const createCategory = categoriesEndpoint.post('/api/admin/categories', {
  summary: 'Adds a category (its key is its English name in lower case); the shop names it within a second',
  body: Type.Object({ names: CategoryNamesSchema }),
  status: 201,
  response: CategoryRowSchema,
  failures: { ...INVALID, 409: [ERROR_CODES.CONFLICT] },
});

const categoryAction = categoriesEndpoint.with({
  params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
  failures: { 404: [ERROR_CODES.NOT_FOUND] },
});

export const renameCategory = categoryAction.put('/api/admin/categories/:key', {
  summary: "Sets a category's names in each language; its key and products stay",
  body: Type.Object({ names: CategoryNamesSchema }),
  response: CategoryRowSchema,
  failures: INVALID,
});

export const deleteCategory = categoryAction.delete('/api/admin/categories/:key', {
  summary: 'Removes a category no product or draft is in (409 while one is)',
  response: Type.Object({ removed: Type.Boolean() }),
  failures: { 409: [ERROR_CODES.CONFLICT] },
});
