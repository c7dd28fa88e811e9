// Entry point `escrow-api-sdk/schemas`: the spec's named schemas as checks compiled at generation
// time (generated/schema-validators.js), and the words for what they find. Nothing here is imported
// by the client's entry point: an app that never imports this module never loads a check.
export * from "../generated/schema-validators.js";
export type { InvalidResult, ResultValidator } from "./client/result-validation.js";
export { check, is, parse } from "./schemas/checks.js";
export { resultValidator } from "./schemas/result-validator.js";
export { SchemaError } from "./schemas/schema-error.js";
export type { SchemaIssue } from "./schemas/schema-error.js";
export { MAX_ISSUES, MAX_PARTS } from "./schemas/size.js";
