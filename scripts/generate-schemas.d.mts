// Types for scripts/generate-schemas.mjs, for the tests that import it.
export declare const SCHEMA_BASE: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function jsonSchemas(doc: any): Record<string, Record<string, unknown>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function bundled(): Promise<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function renderSchemaValidators(header: string, doc?: any): Promise<Record<string, string>>;
