// Types for scripts/lib/openapi-schema.mjs, for the tests that import it.
export interface SchemaError {
  pointer: string;
  message: string;
}
export declare const VALIDATOR_ID: string;
export declare function validateDocument(document: unknown): Promise<{ version: string; errors: SchemaError[] }>;
export declare function validateFile(file: string): Promise<{ version: string; errors: SchemaError[] }>;
