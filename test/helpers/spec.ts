// Loads the OpenAPI document as tools see it: bundled by Redocly, with every $ref resolved, by the
// scripts' own library (scripts/lib/spec.mjs).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { bundle, operations, ROOT } from "../../scripts/lib/spec.mjs";

export const root = ROOT;

export type Json = any;

/**
 * Bundles `spec/openapi.yaml` (or another root) and returns the parsed document. Synchronous, for
 * tests that read it outside a hook: the library's bundle() runs in a child process.
 */
export function loadBundledSpec(options: { dereferenced?: boolean; file?: string } = {}): Json {
  const args = [join(ROOT, "scripts/lib/spec.mjs"), ...(options.dereferenced ? ["--dereference"] : [])];
  if (options.file) args.push(options.file);
  return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 256 << 20 }));
}

/** Every operation of a document, with its method (lower case) and path. */
export function operationsOf(doc: Json): Array<{ method: string; path: string; op: Json }> {
  return operations(doc).map(({ method, path, operation }) => ({ method, path, op: operation }));
}

/** An operation's key: its method in upper case and its path ("GET /api/v1/charge"). */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The spec as the spec suites read it, bundled by the scripts' library: `doc` with its $refs kept
 * (to check what is shared), `deref` with them resolved (to check content), and `deref`'s
 * operations, with `byKey("GET /path")` finding one of them or throwing.
 */
export async function specViews() {
  const [doc, deref]: Json[] = await Promise.all([bundle(), bundle(undefined, { dereference: true })]);
  const ops = operationsOf(deref);
  const byKey = (k: string): Json => {
    const found = ops.find((o) => routeKey(o.method, o.path) === k);
    if (!found) throw new Error(`no operation ${k}`);
    return found.op;
  };
  return { doc, deref, ops, byKey };
}
