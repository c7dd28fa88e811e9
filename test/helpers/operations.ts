import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const specDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "spec");

export interface SpecOperation {
  method: string;
  path: string;
  /** Scheme names of the operation's security, in order. */
  schemes: string[];
  pathParams: string[];
  requiredQuery: string[];
}

/** Every operation of the spec, read straight from the YAML (independently of generated/). */
export function specOperations(): SpecOperation[] {
  const root = parse(readFileSync(join(specDir, "openapi.yaml"), "utf8"));
  const out: SpecOperation[] = [];
  for (const [path, ref] of Object.entries<{ $ref: string }>(root.paths)) {
    const itemFile = join(specDir, ref.$ref);
    const item = parse(readFileSync(itemFile, "utf8"));
    for (const method of ["get", "put", "post", "delete", "patch", "head"]) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: { $ref?: string }) =>
        p.$ref ? parse(readFileSync(join(dirname(itemFile), p.$ref), "utf8")) : p,
      );
      out.push({
        method: method.toUpperCase(),
        path,
        schemes: (op.security ?? root.security).flatMap((r: object) => Object.keys(r)),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        requiredQuery: params.filter((p) => p.in === "query" && p.required).map((p) => p.name),
      });
    }
  }
  return out;
}
