// Types for scripts/lib/schema-formats.mjs, for the tests that import it.
export declare function dateTime(text: string): boolean;
