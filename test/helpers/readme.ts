// The README's TypeScript examples, by section (`<!-- section:name -->` … `<!-- /section:name -->`),
// so that tests can compile them against the sources and against the packed package.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The sections whose TypeScript examples use the client. */
export const CLIENT_SECTIONS = ["pitch-example", "package", "usage", "authentication", "errors", "docs-mock"];

/** The ```ts blocks of one section of README.md. */
export function readmeSnippets(section: string): string[] {
  const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");
  const start = readme.indexOf(`<!-- section:${section} -->`);
  const end = readme.indexOf(`<!-- /section:${section} -->`);
  if (start < 0 || end < start) throw new Error(`README has no section ${section}`);
  return [...readme.slice(start, end).matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}
