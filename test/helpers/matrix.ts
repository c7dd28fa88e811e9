// The run under the current Node.js LTS (`npm run test:node-matrix`) is about the runtime: the
// package's code running on that Node. What gives the same answer on any Node (the compiler's
// checks and messages, what Chromium shows) is left to the main run.
import { describe, test } from "vitest";

/** Set when `npm run test:node-matrix` runs a suite again under the current Node.js LTS. */
export const MATRIX = process.env.NODE_MATRIX_VERSION !== undefined;
/** A test the run under the current Node.js LTS skips (see {@link MATRIX}). */
export const mainRunOnly = test.skipIf(MATRIX);
/** A group of tests the run under the current Node.js LTS skips (see {@link MATRIX}). */
export const mainRunOnlyDescribe = describe.skipIf(MATRIX);
