// @ts-check
// Summaries of repeated measurements, shared by the bench and the type-cost counts.

/**
 * The median of `xs` (the upper one of the two middle values for an even count); NaN when empty.
 * @param {number[]} xs
 */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
