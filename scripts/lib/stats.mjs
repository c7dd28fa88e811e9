// @ts-check
// Summaries of repeated measurements, shared by the bench and the type-cost counts.

/**
 * The median of `xs` (the upper one of the two middle values for an even count); NaN when empty.
 * @param {number[]} xs
 */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Runs `measure` on each of `names` once a round, `rounds` times, in an order that rotates from
 * round to round so that none always runs first or last; resolves with each one's results by name,
 * one per round.
 * @template T
 * @param {number} rounds
 * @param {string[]} names
 * @param {(name: string) => T | Promise<T>} measure
 * @returns {Promise<Record<string, T[]>>}
 */
export async function interleaved(rounds, names, measure) {
  /** @type {Record<string, T[]>} */
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = /** @type {string} */ (names[(round + k) % names.length]);
      results[name]?.push(await measure(name));
    }
  }
  return results;
}
