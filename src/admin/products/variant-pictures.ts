/**
 * Tying pictures to an option's value (decision 0130): the editor ticks a picture for "navy", and every navy
 * variant shows it first. The variants keep the pictures (product_variants.images); these read and change
 * them a value at a time.
 */

/** An option as the tie needs it: its key, English name and values. */
export interface PictureOption {
  key: string;
  name: string;
  values: readonly string[];
}

interface Pictured {
  options: Readonly<Record<string, string>>;
  images?: readonly string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((picture, index) => picture === b[index]);

/** Whether every variant of each of the option's values shows the same pictures (and some show any). */
function picturesFollow(option: PictureOption, variants: readonly Pictured[]): boolean {
  if (!variants.some((variant) => (variant.images ?? []).length > 0)) return false;
  return option.values.every((value) => {
    const [first, ...others] = variants.filter((variant) => variant.options[option.key] === value);
    return others.every((variant) => sameList(variant.images ?? [], first?.images ?? []));
  });
}

const COLOUR = /colou?r/i;

/**
 * The option a product's pictures follow: the one its variants' pictures already follow value by value,
 * else a colour, else the first; '' without options.
 */
export function guessPicturesBy(options: readonly PictureOption[], variants: readonly Pictured[]): string {
  const chosen =
    options.find((option) => picturesFollow(option, variants)) ??
    options.find((option) => COLOUR.test(option.key) || COLOUR.test(option.name)) ??
    options[0];
  return chosen?.key ?? '';
}

/** Whether the variants with `value` show `picture`: all of them, some, or none. */
export function tieOf(
  variants: readonly Pictured[],
  key: string,
  value: string,
  picture: string,
): 'all' | 'some' | 'none' {
  const alike = variants.filter((variant) => variant.options[key] === value);
  const showing = alike.filter((variant) => (variant.images ?? []).includes(picture)).length;
  if (showing === 0) return 'none';
  return showing === alike.length ? 'all' : 'some';
}

/**
 * The variants with `picture` tied to (or untied from) every variant with `value`: a picture ticked goes
 * after those the value shows already (putFirst moves one to the front). Pictures no longer in `pool`, the
 * product's own, are left out on the way.
 */
export function tie<T extends Pictured & { images: string[] }>(
  variants: readonly T[],
  change: { key: string; value: string; picture: string; on: boolean },
  pool: readonly string[],
): T[] {
  return variants.map((variant) => {
    if (variant.options[change.key] !== change.value) return variant;
    const kept = variant.images.filter((picture) => picture !== change.picture && pool.includes(picture));
    return { ...variant, images: change.on ? [...kept, change.picture] : kept };
  });
}

/** The variants with `value` showing `picture` first: the product page opens on it, and the card shows it. */
export function putFirst<T extends Pictured & { images: string[] }>(
  variants: readonly T[],
  at: { key: string; value: string; picture: string },
): T[] {
  return variants.map((variant) =>
    variant.options[at.key] === at.value && variant.images.includes(at.picture)
      ? { ...variant, images: [at.picture, ...variant.images.filter((picture) => picture !== at.picture)] }
      : variant,
  );
}

/** The pictures the variants with `value` show first, in order (the first variant's: they agree once tied). */
export function picturesOfValue(variants: readonly Pictured[], key: string, value: string): readonly string[] {
  return variants.find((variant) => variant.options[key] === value)?.images ?? [];
}
