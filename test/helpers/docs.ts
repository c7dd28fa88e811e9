// The code blocks of README.md and the guides under docs/, so that tests can compile, run or check
// every one of them against the sources and against the packed package.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./cli.js";

/** README.md and every guide, as paths from the repository's root. */
export const DOC_FILES = [
  "README.md",
  ...readdirSync(join(repoRoot, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];

/** One fenced code block: where it stands, its language, its text. */
export interface CodeBlock {
  readonly file: string;
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

/** Every fenced code block of the documentation, in file order. */
export function codeBlocks(): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const file of DOC_FILES) {
    const text = readFileSync(join(repoRoot, file), "utf8");
    for (const match of text.matchAll(/^```([\w-]*)\n([\s\S]*?)^```$/gm)) {
      const line = text.slice(0, match.index).split("\n").length;
      blocks.push({ file, line, lang: match[1]!, code: match[2]! });
    }
  }
  return blocks;
}

/** A file name for a block's code: where it stands, and `extension`. */
export const blockName = (block: CodeBlock, extension: string): string =>
  `${block.file.replace(/[/.]/g, "-")}-${block.line}.${extension}`;
