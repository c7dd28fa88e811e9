// @ts-check
// Debian's Chromium as the browser tests and the bench start it: never a downloaded build.

/**
 * The flags it is started with: headless, and without the background networking, updates and sync
 * with which Chromium keeps trying to reach its own services (a closed network refuses them).
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
