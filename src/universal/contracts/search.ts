import { type Static, Type } from 'typebox';
import { FACET_OPTIONS } from '../product-query';

/**
 * What the product list's filters and the header search speak with the catalogue: facet counts
 * (GET /catalog/facets) and as-you-type suggestions (GET /catalog/suggest). The server answers with
 * these schemas; the client's types are derived from them.
 */

/** The price bands the filter offers, in dollars, both ends included (as minPrice/maxPrice filter). */
export const FACET_PRICE_BANDS = [
  { min: 0, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 200 },
] as const;

/** The Customer Reviews floors counted: products whose rating's whole stars are at least this. */
export const FACET_RATING_FLOORS = [4, 3, 2, 1] as const;

/** The most products one suggestion list offers (categories come on top). */
export const SUGGEST_LIMIT = 8;
export const MAX_SUGGEST_LENGTH = 100;

export const FacetCountSchema = Type.Object({ value: Type.String(), count: Type.Integer() });
export const PriceBandCountSchema = Type.Object({
  min: Type.Number(),
  max: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
});
export const RatingFloorCountSchema = Type.Object({ floor: Type.Integer(), count: Type.Integer() });
/** The results are for `query`; the shopper typed `original`, which found nothing. */
export const SearchCorrectionSchema = Type.Object({ query: Type.String(), original: Type.String() });

/** One value of an option facet: how many products of the result have a variant with it. */
export const OptionValueCountSchema = Type.Object({
  value: Type.String({ description: 'The value as variants and the size/colour filters name it (M, navy)' }),
  label: Type.String({ description: "The value's name in the answer's language (lang)" }),
  swatch: Type.Optional(Type.String({ description: 'A CSS colour for a colour value' })),
  count: Type.Integer({ description: 'Products with a variant of this value (in stock, with inStock)' }),
});

/** The Size or Colour facet: the option's name and each value the result's variants have. */
export const OptionFacetSchema = Type.Object({
  key: Type.Enum(FACET_OPTIONS, { description: 'The option, as the list filter of the same name takes it' }),
  name: Type.String({ description: "The option's name in the answer's language (Size, Taille, المقاس)" }),
  values: Type.Array(OptionValueCountSchema, {
    description: 'Sizes in size order (XS to XXL, then numbers), other values most products first',
  }),
});

export const SuggestionProductSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Number(),
  category: Type.String(),
});

/** The most popular products an empty result offers instead. */
export const EMPTY_POPULAR_LIMIT = 4;

/**
 * What a list that found nothing offers instead (issue 53), the same for every shopper (nothing personal:
 * the answer is cached by its address).
 */
export const EmptyResultHelpSchema = Type.Object({
  didYouMean: Type.Union([Type.String(), Type.Null()], {
    description: "The nearest spelling from the catalogue's own words that finds products, without the filters",
  }),
  categories: Type.Array(FacetCountSchema, {
    description: 'Categories whose name, in any shop language, holds the search or one of its words',
  }),
  popular: Type.Array(SuggestionProductSchema, { description: 'The best-rated products, in the asked language' }),
  filtered: Type.Boolean({ description: 'The search alone finds products: the filters emptied the list' }),
});

export const FacetsResponseSchema = Type.Object({
  total: Type.Integer({ description: 'Products matching the query and every active filter' }),
  brands: Type.Array(FacetCountSchema, {
    description: 'Every brand among the matches of the query and the other filters, most products first',
  }),
  priceBands: Type.Array(PriceBandCountSchema),
  ratingFloors: Type.Array(RatingFloorCountSchema),
  options: Type.Array(OptionFacetSchema, {
    description:
      'Size and Colour (those of them the matches have), each counted under every other active filter but its own',
  }),
  correction: Type.Union([SearchCorrectionSchema, Type.Null()]),
  empty: Type.Optional(
    Type.Union([EmptyResultHelpSchema, Type.Null()], { description: 'Set when nothing matches (total 0)' }),
  ),
});

export const SuggestResponseSchema = Type.Object({
  query: Type.String(),
  products: Type.Array(SuggestionProductSchema),
  categories: Type.Array(FacetCountSchema, { description: 'Categories whose name, in any shop language, matches' }),
});

export type FacetCount = Static<typeof FacetCountSchema>;
export type OptionFacet = Static<typeof OptionFacetSchema>;
export type OptionValueCount = Static<typeof OptionValueCountSchema>;
export type PriceBandCount = Static<typeof PriceBandCountSchema>;
export type RatingFloorCount = Static<typeof RatingFloorCountSchema>;
export type SearchCorrection = Static<typeof SearchCorrectionSchema>;
export type EmptyResultHelp = Static<typeof EmptyResultHelpSchema>;
export type FacetsResponse = Static<typeof FacetsResponseSchema>;
export type SuggestResponse = Static<typeof SuggestResponseSchema>;
