// Types for scripts/lib/gap-docs.mjs, for the tests that import it.
import type ts from "typescript";
export declare function gapLines(gaps: unknown, closing?: string): string[];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export declare function addGapDocs(nodes: ts.Node[], doc: any): ts.Node[];
