// @ts-check
// How long an edit of the spec takes to reach fresh types, and the whole build: `npm run generate`
// with nothing changed (the stamp's case), after an edit of the spec, with the stamp ignored
// (`--force`, the full render), and `npm run build`, in interleaved rounds.
//
// Everything runs in a copy of the repository below the bench's temporary folder, with
// node_modules linked: the edit of the spec, the stamp and dist/ stay there, and spec/ and
// generated/ of the repository are never written. Each command is a whole `node scripts/…` child
// process, as `npm run` starts it, but without npm's own start-up, which is the same for every
// command and not the generator's.
import { statSync } from "node:fs";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { x } from "tinyexec";
import { interleaved, median } from "../lib/stats.mjs";

/** The figures generation and build took before the stamp; printed as a reference, never measured. */
export const BEFORE =
  "before the stamp, measured on an earlier tree (not in this run): npm run generate about 2.5 s, npm run build 9–10 s";

// What the copy leaves out: the repository's metadata, installed packages (linked instead), and
// what builds, tests and the bench write (the copy itself lives in .tmp/).
const NOT_COPIED = new Set([".git", "node_modules", ".tmp", "dist", "test-results"]);

/**
 * @typedef {object} Variant
 * @property {string} name the row's label
 * @property {string} aim the time aimed for
 * @property {string[]} args the script and its arguments, relative to the copy
 * @property {RegExp} says what its standard output must match
 * @property {boolean} render whether it must render (and so write the stamp) rather than trust it
 * @property {boolean} [edit] whether the spec is edited before the run
 */

/** @type {Variant[]} */
export const VARIANTS = [
  {
    name: "npm run generate, nothing changed (stamp)",
    aim: "≤ 0.3 s",
    args: ["scripts/build/generate.mjs"],
    says: /^generated\/ is up to date\n$/,
    render: false,
  },
  {
    name: "npm run generate after an edit of the spec",
    aim: "≤ 1.5 s",
    args: ["scripts/build/generate.mjs"],
    says: /^Updated .*generated\/schema\.d\.ts/,
    render: true,
    edit: true,
  },
  {
    name: "npm run generate -- --force (full render)",
    aim: "",
    args: ["scripts/build/generate.mjs", "--force"],
    says: /^generated\/ is up to date\n$/,
    render: true,
  },
  {
    name: "npm run build, nothing changed",
    aim: "≤ 6 s",
    args: ["scripts/build/all.mjs"],
    says: /\ngenerated\/ is up to date\n/,
    render: false,
  },
];

/**
 * @typedef {object} Run
 * @property {number | null} code the exit code
 * @property {string} stdout
 * @property {string} stderr
 * @property {boolean} stampWritten whether the stamp file changed during the run
 */

/**
 * Throws when a run did not do what its row claims: it failed, printed something else, or trusted
 * the stamp where it had to render (or the reverse), so the figure would be for other work.
 * @param {Variant} variant
 * @param {Run} run
 */
export function checkRun(variant, run) {
  const problem =
    run.code !== 0
      ? `exited with ${run.code}`
      : !variant.says.test(run.stdout)
        ? `printed ${JSON.stringify(run.stdout)}, not ${variant.says}`
        : run.stampWritten !== variant.render
          ? variant.render
            ? "trusted the stamp where it had to render"
            : "rendered where the stamp should have spared the work"
          : "";
  if (problem) throw new Error(`bench build: "${variant.name}" ${problem}\n${run.stderr}`);
}

/**
 * The edit each round makes in the copy: a word at the start of a schema's description, added and
 * removed in turn, so every run renders and the changed types are written.
 * @param {string} tree the copy
 * @returns {Promise<() => Promise<void>>}
 */
async function specEdit(tree) {
  const folder = join(tree, "spec", "components", "schemas");
  for (const name of (await readdir(folder)).sort()) {
    const [file, text] = [join(folder, name), await readFile(join(folder, name), "utf8")];
    if (!/^description: [A-Z]/m.test(text)) continue;
    const texts = [text.replace(/^description: /m, "description: Edited. "), text];
    let round = 0;
    return () => writeFile(file, texts[round++ % 2] ?? text);
  }
  throw new Error(`bench build: no schema in ${folder} has a plain description to edit`);
}

/**
 * Runs `node <args>` in `cwd`; resolves with its output, whether the stamp changed, and the seconds
 * from start to exit.
 * @param {string} cwd
 * @param {string[]} args
 */
async function timed(cwd, args) {
  const stamp = () => statSync(join(cwd, ".tmp", "generate.stamp.json"), { throwIfNoEntry: false })?.mtimeMs;
  const before = stamp();
  const start = process.hrtime.bigint();
  const { exitCode, stdout, stderr } = await x(process.execPath, args, {
    nodeOptions: { cwd, stdio: ["ignore", "pipe", "pipe"] },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { code: exitCode ?? null, stdout, stderr, stampWritten: stamp() !== before, seconds };
}

/**
 * `npm run bench`'s build table: every variant once to warm up (and to make the copy's stamp and
 * dist/), then `rounds` rounds, each in another order, every run checked; seconds as median, min
 * and max. The copy of the repository is made entry by entry (it is inside .tmp/ of the
 * repository, and `cp` refuses to copy a folder into itself), with node_modules linked.
 * @param {string} root the repository
 * @param {string} dir a temporary folder, removed by the caller
 * @param {{ rounds: number }} plan
 */
export async function buildTimes(root, dir, { rounds }) {
  const tree = join(dir, "tree");
  await mkdir(tree, { recursive: true });
  for (const name of await readdir(root)) {
    if (!NOT_COPIED.has(name) && !name.endsWith(".tgz"))
      await cp(join(root, name), join(tree, name), { recursive: true });
  }
  await symlink(join(root, "node_modules"), join(tree, "node_modules"), "dir");
  const edit = await specEdit(tree);
  const run = async (/** @type {Variant} */ variant) => {
    if (variant.edit) await edit();
    const done = await timed(tree, variant.args);
    checkRun(variant, done);
    return done.seconds;
  };
  // The copy has no stamp yet: the first run renders, then each variant runs once untimed.
  await timed(tree, ["scripts/build/generate.mjs"]);
  for (const variant of VARIANTS) await run(variant);
  const byName = new Map(VARIANTS.map((variant) => [variant.name, variant]));
  const seconds = await interleaved(rounds, [...byName.keys()], (name) =>
    run(/** @type {Variant} */ (byName.get(name))),
  );
  return VARIANTS.map(({ name, aim }) => {
    const xs = seconds[name] ?? [];
    const [middle, min, max] = [median(xs), Math.min(...xs), Math.max(...xs)].map((n) => n.toFixed(2));
    return { command: name, "median s": middle, "min s": min, "max s": max, aim };
  });
}
