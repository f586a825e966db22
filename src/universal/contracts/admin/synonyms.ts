import { type Static, Type } from 'typebox';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { pageOf, staffEndpoints } from './console';

/**
 * Search synonyms in the staff console (issue 53, decision 0113): groups of words or phrases the shop's
 * search treats as one ("jean", "jeans"; "hoodie", "sweat à capuche"). Owner and catalogue staff.
 */

/** The most phrases one group holds, and the longest phrase. */
export const MAX_SYNONYM_PHRASES = 20;
export const MAX_SYNONYM_PHRASE_LENGTH = 60;

export const SynonymPhrasesSchema = Type.Array(Type.String({ minLength: 1, maxLength: MAX_SYNONYM_PHRASE_LENGTH }), {
  minItems: 2,
  maxItems: MAX_SYNONYM_PHRASES,
  description: 'Two or more words or phrases a search treats as one',
});

export const SynonymGroupSchema = Type.Object({ id: Type.Integer(), phrases: Type.Array(Type.String()) });
export type SynonymGroupRow = Static<typeof SynonymGroupSchema>;

const synonymsEndpoint = staffEndpoints(ROLES_FOR.catalogue);

export const listSearchSynonyms = synonymsEndpoint.get('/api/admin/search-synonyms', {
  summary: "The search's synonym groups, oldest first",
  response: pageOf(SynonymGroupSchema),
});

export const createSearchSynonyms = synonymsEndpoint.post('/api/admin/search-synonyms', {
  summary: 'Adds a synonym group; searches use it within a second',
  body: Type.Object({ phrases: SynonymPhrasesSchema }),
  status: 201,
  response: SynonymGroupSchema,
  failures: INVALID,
});

const synonymsAction = synonymsEndpoint.with({
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  failures: { 404: [ERROR_CODES.NOT_FOUND] },
});

export const updateSearchSynonyms = synonymsAction.put('/api/admin/search-synonyms/:id', {
  summary: "Sets a synonym group's phrases",
  body: Type.Object({ phrases: SynonymPhrasesSchema }),
  response: SynonymGroupSchema,
  failures: INVALID,
});

export const deleteSearchSynonyms = synonymsAction.delete('/api/admin/search-synonyms/:id', {
  summary: 'Removes a synonym group; searches stop using it within a second',
  response: Type.Object({ removed: Type.Boolean() }),
});
