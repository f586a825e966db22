import type { FacetCount } from '../../universal/contracts/search';

/** A longer brand list than this gets a box to find a brand by name. */
export const BRANDS_WITHOUT_FINDER = 8;
/** At most this many checkboxes at once (a phone renders them all); the finder reaches the rest. */
export const BRANDS_LISTED = 40;

export interface BrandChoices {
  /** The brands to show, each with its count; the chosen ones always among them. */
  shown: FacetCount[];
  /** How many brands match the finder's text (all of the result's brands when it is empty). */
  matching: number;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Every brand of the result (the server's facet counts, most products first) is on offer: those
 * matching the finder's text, the most frequent BRANDS_LISTED of them, alphabetically. A chosen brand
 * always stays (count 0 when the result no longer has it), so a shared link's choice can be unticked.
 */
export function brandChoices(
  facets: readonly FacetCount[],
  chosen: readonly string[],
  finder = '',
  listed = BRANDS_LISTED,
): BrandChoices {
  const text = finder.trim().toLocaleLowerCase();
  const matches = facets.filter((brand) => brand.value.toLocaleLowerCase().includes(text));
  const picked = chosen.map((brand) => facets.find((facet) => same(facet.value, brand)) ?? { value: brand, count: 0 });
  const frequent = matches
    .slice(0, listed)
    .filter((brand) => !picked.some((choice) => same(choice.value, brand.value)));
  return {
    shown: [...picked, ...frequent].sort((a, b) => a.value.localeCompare(b.value)),
    matching: matches.length,
  };
}
