/**
 * Pictures tied to variants (issue 52, docs/decisions/0130-variant-pictures.md): a variant shows its own
 * pictures before the product's (product_variants.images), so a shopper who chooses navy sees the navy
 * shirt first. The console ties them by an option's value, picked among the product's own pictures; the
 * editor offers only those, and the server refuses anything else with the same rule.
 */

/** The most pictures one variant shows first: the import's limit of a picture list (variant-records.ts). */
export const MAX_VARIANT_PICTURES = 20;

interface WithPictures {
  images?: readonly string[];
}

/**
 * The pictures a product's variants may name, in the order the editor offers them: the main picture, the
 * gallery, then those its variants showed before this change (`held`: the product as loaded; absent for a
 * new one). A picture an import gave one colour alone is in no gallery, and stays the product's own.
 */
export function ownPictures(
  product: { image: string; images: readonly string[] },
  held?: { variants: readonly WithPictures[] },
): string[] {
  const named = [
    product.image,
    ...product.images,
    ...(held?.variants ?? []).flatMap((variant) => variant.images ?? []),
  ];
  return [...new Set(named.map((picture) => picture.trim()).filter(Boolean))];
}

/**
 * Why the variants' pictures cannot be saved, in the import's manner of words, or undefined: each names at
 * most MAX_VARIANT_PICTURES pictures, each of them once and each one of `own`.
 */
export function variantPicturesProblem(
  variants: readonly (WithPictures & { sku: string })[],
  own: readonly string[],
): string | undefined {
  const known = new Set(own);
  for (const [index, variant] of variants.entries()) {
    const pictures = variant.images ?? [];
    const where = `variants[${index}].images`;
    if (pictures.length > MAX_VARIANT_PICTURES) return `${where} may name at most ${MAX_VARIANT_PICTURES} pictures`;
    if (new Set(pictures).size !== pictures.length) return `${where} names a picture twice`;
    const strange = pictures.find((picture) => !known.has(picture));
    if (strange !== undefined) return `${where}: ${JSON.stringify(strange)} is not one of the product's pictures`;
  }
  return undefined;
}
