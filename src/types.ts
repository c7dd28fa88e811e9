// Types-only entry point: the raw openapi-typescript output and one alias per schema.
export type { paths, components, operations } from "../generated/schema.js";
export type * from "../generated/aliases.js";
