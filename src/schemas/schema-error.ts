/** At most this many issues are spelt out in a message. */
const IN_MESSAGE = 5;

/** One place where a value breaks a schema. */
export interface SchemaIssue {
  /** JSON pointer (RFC 6901) into the value, `""` for the value itself. */
  readonly pointer: string;
  /** What the schema asks for there. */
  readonly expected: string;
  /** What the value has there: its type, and a number or boolean itself; never a string's content. */
  readonly got: string;
}

/** Thrown by {@link parse}: the value does not match the schema. */
export class SchemaError extends TypeError {
  override readonly name = "SchemaError";
  /** The schema's name, e.g. `OnlineTransaction`. */
  declare readonly schema: string;
  /** Where the value breaks it (at most {@link MAX_ISSUES}). */
  declare readonly issues: readonly SchemaIssue[];
  constructor(schema: string, issues: readonly SchemaIssue[]) {
    super(`not a valid ${schema}: ${summary(issues)}`);
    this.schema = schema;
    this.issues = issues;
  }
}

function summary(issues: readonly SchemaIssue[]): string {
  const shown = issues
    .slice(0, IN_MESSAGE)
    .map((i) => `${i.pointer || "(the value)"}: expected ${i.expected}, got ${i.got}`);
  const more = issues.length > IN_MESSAGE ? `; and ${issues.length - IN_MESSAGE} more` : "";
  return shown.join("; ") + more;
}
