/**
 * A small seeded generator (mulberry32): the same seed gives the same cases, so a failure found in
 * CI reproduces locally with FUZZ_SEED=<seed printed by the suite>.
 */
export interface Prng {
  readonly seed: number;
  next: () => number;
  int: (below: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items (or all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    seed,
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
}

/** FUZZ_SEED when given (to replay a run), else a fresh one. */
export function seedFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED?.trim();
  if (given && /^\d+$/.test(given)) return Number(given) >>> 0;
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
