// The operations of the spec with what a client call needs, read from the spec itself (bundled,
// every $ref resolved), independently of generated/.
import { operations } from "../../scripts/lib/spec.mjs";
import { loadBundledSpec } from "./spec.js";

export interface SpecOperation {
  method: string;
  path: string;
  /** Scheme names of the operation's security, in order. */
  schemes: string[];
  pathParams: string[];
  requiredQuery: string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

/** Every operation of the spec, method in upper case. */
export function specOperations(): SpecOperation[] {
  const doc = loadBundledSpec({ dereferenced: true });
  return operations(doc).map(({ method, path, operation }) => {
    const params: Parameter[] = [...(doc.paths[path].parameters ?? []), ...(operation.parameters ?? [])];
    return {
      method: method.toUpperCase(),
      path,
      schemes: (operation.security ?? doc.security).flatMap((r: object) => Object.keys(r)),
      pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
      requiredQuery: params.filter((p) => p.in === "query" && p.required).map((p) => p.name),
    };
  });
}
