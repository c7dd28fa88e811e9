// Loads the OpenAPI document as tools see it: bundled by Redocly, with every $ref resolved.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const redoclyBin = join(root, "node_modules/@redocly/cli/bin/cli.js");
export const redoclyEnv = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

export type Json = any;

/** Bundles `spec/openapi.yaml` (or another root) and returns the parsed document. */
export function loadBundledSpec(options: { dereferenced?: boolean; file?: string } = {}): Json {
  const dir = mkdtempSync(join(tmpdir(), "spec-bundle-"));
  try {
    const out = join(dir, "bundle.json");
    const args = [redoclyBin, "bundle", options.file ?? join(root, "spec/openapi.yaml"), "--ext", "json", "-o", out];
    if (options.dereferenced) args.push("--dereferenced");
    execFileSync(process.execPath, args, { cwd: root, env: redoclyEnv, stdio: "pipe" });
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Every operation of a document, with its method and path. */
export function operationsOf(doc: Json): Array<{ method: string; path: string; op: Json }> {
  const out: Array<{ method: string; path: string; op: Json }> = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item[method]) out.push({ method, path, op: item[method] });
  }
  return out;
}
