// Types for scripts/docs.mjs, for the tests that import it.
export declare const ROOT: string;
export declare const DEFAULT_SPEC: string;
export declare const DEFAULT_OUT: string;
export declare const GAP_NOTE_TITLE: string;
export declare const HTTP_METHODS: string[];
export declare const REDOCLY_ENV: Record<string, string>;
export declare const REDOC_OPTIONS: Record<string, unknown>;

export interface GapPlace {
  group: string;
  label: string;
  link?: string;
  sentences: string[];
}
export interface Operation {
  /** Upper case, e.g. "GET". */
  method: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operation: any;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function bundleSpec(specFile?: string): Promise<any>;
export declare function listOperations(doc: unknown): Operation[];
export declare function gapNote(sentences: string[]): string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function prepareDocument(doc: unknown): { doc: any; gaps: GapPlace[] };
export declare function escapeInlineScript(js: string): string;
export declare function escapeInlineJson(value: unknown): string;
export declare function renderPage(doc: unknown, options?: { liveReload?: string }): string;
export declare function assertSelfContained(html: string): void;
export declare function buildPage(options?: { spec?: string; liveReload?: string }): Promise<{
  html: string;
  bundled: unknown;
  document: unknown;
  gaps: GapPlace[];
  operations: number;
}>;
export declare function buildDocs(options?: { spec?: string; out?: string }): Promise<{
  out: string;
  bytes: number;
  operations: number;
  gaps: number;
}>;
