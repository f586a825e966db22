const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest orders test files by their last run's time, or by their size when it has none (a fresh clone). By
 * size, the files that start real processes (`*.process.test.ts`: servers, the benches, a private
 * PostgreSQL) come last, being short, though they are among the longest: one of them then runs alone at
 * the end while the other worker idles. With no time on record they start first (decision 0067).
 */
class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const unmeasured = (test) => !this._getCache(test)?.[test.path];
    const early = sorted.filter((test) => /\.process\.test\.ts$/.test(test.path) && unmeasured(test));
    return [...early, ...sorted.filter((test) => !early.includes(test))];
  }
}

module.exports = LongestFirst;
