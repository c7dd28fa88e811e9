// @ts-check
// Runs the project's pinned Redocly CLI and collects its output. Shared by the lint, diff and score
// scripts so that every run has the same environment and the same noise removed. (Bundling runs
// in-process: lib/spec.mjs.)
import { existsSync } from "node:fs";
import path from "node:path";
import { x } from "tinyexec";
import { ROOT } from "./spec.mjs";

/** @typedef {import("./spec.mjs").Json} Json */

/** The CLI's executable. */
export const REDOCLY_BIN = path.join(ROOT, "node_modules", ".bin", "redocly");
/** The lint configuration of spec/openapi.yaml (rules, plugins, diff rules). */
export const CONFIG = path.join(ROOT, "redocly.yaml");

/** Environment for every CLI run: no telemetry, no update notice. */
export const REDOCLY_ENV = {
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
};

/**
 * Removes the boxed notices (such as the Node.js support notice) that the CLI prints to stderr:
 * every line from one starting with "╔" to the next starting with "╚", after trimming.
 * @param {string} text
 */
export function stripNotices(text) {
  const out = [];
  let inBox = false;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed.startsWith("╔")) inBox = true;
    if (!inBox) out.push(line);
    if (trimmed.startsWith("╚")) inBox = false;
  }
  return out.join("\n").replace(/^\s*\n+/, "");
}

/**
 * Runs `redocly <args>` and resolves with its exit code, stdout and stderr (notices removed).
 * Never rejects for a non-zero exit code; rejects only when the CLI cannot be started.
 * @param {string[]} args
 * @param {{ cwd?: string }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export async function redocly(args, { cwd = ROOT } = {}) {
  if (!existsSync(REDOCLY_BIN)) throw new Error(`Redocly CLI not found at ${REDOCLY_BIN}; run npm ci first.`);
  const run = await x(REDOCLY_BIN, args, { nodeOptions: { cwd, env: REDOCLY_ENV, stdio: ["ignore", "pipe", "pipe"] } });
  return { code: run.exitCode ?? 128, stdout: run.stdout, stderr: stripNotices(run.stderr) };
}

/**
 * Splits output made of several JSON documents written one after another (what `redocly lint
 * --format json` prints for several files) into the parsed documents.
 * @param {string} text
 * @returns {Json[]}
 */
export function parseJsonStream(text) {
  const documents = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0 && start !== -1) {
        documents.push(JSON.parse(text.slice(start, i + 1)));
        start = -1;
      }
    }
  }
  return documents;
}
