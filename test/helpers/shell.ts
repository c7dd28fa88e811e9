// Splits a POSIX shell command line into its words, as sh would before running it, for the tests
// that read the reference page's curl samples: single and double quotes, backslashes, line
// continuations, `$NAME` and `${NAME}` from `env`, and `#` comments. Anything else the shell knows
// (globs, command substitution, redirections, several commands) is refused, since no sample needs it.

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** The words of one shell command; throws on what it does not read. */
export function shellWords(text: string, env: Record<string, string> = {}): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const add = (s: string) => void (word = (word ?? "") + s);
  const variable = (): string => {
    // At "$": NAME or {NAME}.
    const braced = text[i + 1] === "{";
    const match = NAME.exec(text.slice(i + (braced ? 2 : 1)));
    if (!match) throw new Error(`unsupported use of $ at ${i}`);
    if (braced && text[i + 2 + match[0].length] !== "}") throw new Error(`unterminated \${ at ${i}`);
    i += match[0].length + (braced ? 3 : 1);
    return env[match[0]] ?? "";
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === "\\" && text[i + 1] === "\n") {
      i += 2;
    } else if (c === " " || c === "\t" || c === "\n") {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
      // A newline ends the command: only blank lines may follow it.
      if (c === "\n" && words.length && text.slice(i).trim()) throw new Error(`a second command at ${i}`);
    } else if (c === "#" && word === undefined) {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end + 1;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated ' at ${i}`);
      add(text.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      add("");
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated "');
        const d = text[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === "\\" && '"\\$`\n'.includes(text[i + 1] ?? "")) {
          if (text[i + 1] !== "\n") add(text[i + 1]!);
          i += 2;
        } else if (d === "$") {
          add(variable());
        } else if (d === "`") {
          throw new Error(`command substitution at ${i}`);
        } else {
          add(d);
          i++;
        }
      }
    } else if (c === "\\") {
      if (i + 1 >= text.length) throw new Error("a backslash at the end");
      add(text[i + 1]!);
      i += 2;
    } else if (c === "$") {
      add(variable());
    } else if ("|&;<>()`*?[]{}~".includes(c)) {
      throw new Error(`unsupported shell syntax ${JSON.stringify(c)} at ${i}`);
    } else {
      add(c);
      i++;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
