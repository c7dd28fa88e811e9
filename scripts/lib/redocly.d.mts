// Types for scripts/lib/redocly.mjs, for the tests that import it.
export declare const ROOT: string;
export declare const REDOCLY_BIN: string;
export declare const CONFIG: string;
export declare const REDOCLY_ENV: Record<string, string>;
export declare function stripNotices(text: string): string;
export declare function redocly(
  args: string[],
  options?: { cwd?: string },
): Promise<{ code: number; stdout: string; stderr: string }>;
export declare function parseJsonStream(text: string): unknown[];
