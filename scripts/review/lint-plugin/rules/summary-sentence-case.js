// @ts-check
// escrow/summary-sentence-case: operation summaries start with an upper-case letter, capitalise no
// later word (acronyms such as F2F and ID are not capitalised words) and end without a period.

/** @import { RuleContext, Visitor } from "../shared.js" */

/**
 * Problems with a summary's casing and punctuation; an empty list when it is sentence case.
 * @param {string} summary
 * @returns {string[]}
 */
function summaryProblems(summary) {
  const problems = [];
  const firstLetter = summary.match(/\p{L}/u)?.[0];
  if (firstLetter && firstLetter !== firstLetter.toUpperCase()) {
    problems.push("must start with an upper-case letter");
  }
  const words = summary.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const capitalised = words.slice(1).filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
  if (capitalised.length) {
    const list = capitalised.map((word) => `"${word}"`).join(", ");
    problems.push(`must be sentence case, but ${list} ${capitalised.length > 1 ? "are" : "is"} capitalised`);
  }
  if (/\.\s*$/.test(summary)) problems.push("must not end with a period");
  return problems;
}

/** @returns {Visitor} */
export default function SummarySentenceCase() {
  return {
    /**
     * @param {Record<string, unknown>} operation
     * @param {RuleContext} ctx
     */
    Operation(operation, ctx) {
      if (typeof operation.summary !== "string") return;
      const problems = summaryProblems(operation.summary);
      if (problems.length) {
        ctx.report({
          message: `Summary "${operation.summary}" ${problems.join("; ")}.`,
          location: ctx.location.child("summary"),
        });
      }
    },
  };
}
