/** A millisecond count from 0 tests move forward (the catalogue reader's clock for its version checks). */
export function manualClock() {
  let now = 0;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}
