#!/usr/bin/env node
// @ts-check
// `npm run bench`: what the client costs, measured side by side in one run. A measurement, not a
// test: nothing fails on a slow machine. Parts (all by default, or the ones named with --only):
//   calls      per-call work with the network taken out (a stand-in fetch, as the platform's and as
//              the fetch option): client next to openapi-fetch on the same path
//   cold       start-up: import as shipped and createClient, then the first call, each in a new
//              process: client, openapi-fetch, Node alone
//   path       the files of dist/ one warm call runs code in (V8 coverage)
//   loopback   real HTTP on 127.0.0.1, GET and POST, 1 and 16 at a time: client, openapi-fetch, raw fetch
//   bytes      what apps bundle: minified, gzip, brotli per use of each entry point, and peers
//   types      type-check cost of typed calls next to bare openapi-fetch
//   schemas    the schema checks of escrow-api-sdk/schemas: bytes and time per check
//   build      npm run generate (stamp, after an edit of the spec, full render) and npm run build,
//              each a whole process in a copy of the repository; at most 10 rounds
//   docs       the reference page: bytes, and time to rendered in Chromium; at most 10 rounds; the
//              Changes page's height, and its step on a made-up history of 30 versions, twice
//
//   npm run bench [-- --only calls,bytes] [--rounds 30]
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildPackage } from "../build/package.mjs";
import { EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";
import { typeCostTable } from "../lib/type-cost.mjs";
import { BEFORE, buildTimes } from "./build.mjs";
import { BUDGET, bytesTable, OPTIONAL } from "./bytes.mjs";
import { coldStart, loadClient, loopback, perCall } from "./calls.mjs";
import { changesStep, docsPage } from "./docs.mjs";
import { filesCrossed } from "./path.mjs";
import { schemaSizes, schemaTiming } from "./schemas.mjs";

const PARTS = ["calls", "cold", "path", "loopback", "bytes", "types", "schemas", "build", "docs"];
// Each round of the build and docs parts takes seconds, and their spread is small.
const SLOW_ROUNDS = 10;
const USAGE = `Usage: npm run bench [-- --only ${PARTS.join(",")}] [--rounds N]`;

/** The design's goals, printed at the end with this run's figure and whether it meets them. */
const GOALS = {
  calls: "per call: at most 1.3× openapi-fetch (GET, POST; platform fetch stubbed, fetch option)",
  cold: "start to client made (import + createClient, Node's start-up included): at most 1.05× openapi-fetch",
  path: "a warm GET runs code in at most 6 of the package's files",
  loopback: "loopback: at most 1.05× openapi-fetch (GET, POST; 1, 16 at once)",
  bytes: `createClient + one call: at most ${BUDGET / 1000} kB gzip in all, openapi-fetch included (npm run size)`,
  types: "type check, createClient + 20 calls on CLIENT: at most openapi-fetch's instantiations",
  docs: "Changes step, 30 versions, second build: at most 1 s, comparing nothing",
};

/** What each table is, printed above it. */
const TITLES = {
  calls: "Per call, network taken out (every variant calls the same stand-in fetch)",
  cold: "Start-up: a new Node process imports the package as shipped and makes a client, then one call",
  path: "The files of dist/ one warm call runs code in (V8 coverage; npm run build:package first)",
  loopback: "Loopback HTTP/1.1 keep-alive, node:http server in this process",
  bytes: "Bytes an app bundles (esbuild, ESM, minified; own = without dependencies)",
  types: "Type-check cost: createClient and N typed calls, next to the same calls on bare openapi-fetch",
  schemas: "The schema checks (escrow-api-sdk/schemas)",
  build: "Generation and build: each command a whole node process in a copy of the repository",
  docs: "The reference page (dist/docs/index.html) from disk in Chromium at 1440x900",
  changes: "The Changes step on a made-up history of 30 versions, built twice",
  goals: "Goals",
};

/**
 * Runs the parts named by `--only` (all by default) and prints their tables, then the goals.
 * @param {string[]} args
 */
export async function main(args) {
  const { values } = readArgs(args, {
    only: { type: "string", default: PARTS.join(",") },
    rounds: { type: "string", default: "20" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    console.log(USAGE);
    return EXIT_OK;
  }
  const only = new Set(String(values.only).split(","));
  const rounds = Number(values.rounds);
  if ([...only].some((part) => !PARTS.includes(part))) throw new UsageError(`--only takes some of ${PARTS.join(", ")}`);
  if (!(Number.isInteger(rounds) && rounds >= 1)) throw new UsageError("--rounds takes a whole number from 1");

  const dir = join(ROOT, ".tmp", `bench-${process.pid}`);
  await mkdir(dir, { recursive: true });
  /** @type {{ goal: string, figure: string, met: boolean }[]} */
  const goals = [];
  /** @param {string} goal @param {string} figure @param {boolean} met */
  const goal = (goal, figure, met) => goals.push({ goal, figure, met });
  /** @template T @param {keyof TITLES | ""} part @param {T[]} table */
  const show = (part, table) => {
    if (part) console.log(TITLES[part]);
    console.table(table);
    return table;
  };
  /**
   * The goal that the client's rows of `table` (`client`, `client, fetch option`) are at most
   * `limit` times openapi-fetch; each row's ratio is the figure, after its method when `label` says.
   * @param {string} text @param {Record<string, any>[]} table @param {number} limit @param {(row: any) => string} label
   */
  const ratioGoal = (text, table, limit, label) => {
    const rows = table.filter((row) => /^client(, fetch option)?$/.test(row.variant));
    const figure = rows.map((row) => `${label(row)}${row["× openapi-fetch"]}×`).join(", ");
    const met = rows.every((row) => Number(row["× openapi-fetch"]) <= limit);
    goal(text, figure, met);
  };
  const slowRounds = Math.min(rounds, SLOW_ROUNDS);
  try {
    console.log(`Node ${process.version}, ${rounds} interleaved rounds per table (medians of the rounds)\n`);
    const client = only.has("calls") || only.has("loopback") ? await loadClient(ROOT, dir) : undefined;
    if (client && only.has("calls")) {
      const table = show("calls", await perCall(client, { rounds: rounds + 10 }));
      ratioGoal(GOALS.calls, table, 1.3, (row) => `${row.method} `);
    }
    if ((only.has("cold") || only.has("path")) && (await buildPackage()) !== EXIT_OK) {
      throw new Error("npm run build:package failed");
    }
    if (only.has("cold")) {
      const { table, ratio } = await coldStart(ROOT, { rounds: Math.max(9, Math.min(rounds * 2, 61)) });
      show("cold", table);
      goal(GOALS.cold, `${ratio.toFixed(3)}×`, ratio <= 1.05);
    }
    if (only.has("path")) {
      const files =
        show("path", await filesCrossed(ROOT)).find((row) => row.call === "GET, API key")?.files ?? Infinity;
      goal(GOALS.path, `${files} files`, files <= 6);
    }
    if (client && only.has("loopback")) {
      ratioGoal(GOALS.loopback, show("loopback", await loopback(client, { rounds })), 1.05, () => "");
    }
    if (only.has("bytes")) {
      const { table, breakdown, floor } = await bytesTable(ROOT);
      const [all = Infinity, own = Infinity] = [table[0]?.["with deps gzip"], table[0]?.["own gzip"]];
      goal(GOALS.bytes, `${(all / 1000).toFixed(2)} kB (own ${(own / 1000).toFixed(2)} kB)`, all <= BUDGET);
      show("bytes", table);
      console.log(
        `createClient + one call with its ${floor.messages} strings of 12 or more characters cut to one: ` +
          `${floor.minified} minified, ${floor.gzip} gzip (what shortening messages could reach at best)`,
      );
      console.log(`createClient alone leaves out: ${OPTIONAL.join(", ")}; what each module it holds adds (minified):`);
      show("", breakdown);
    }
    if (only.has("types")) {
      const costs = show("types", typeCostTable());
      for (const file of ["client", "client.actingAs(…)"]) {
        const ratio = costs.find((row) => row["consumer file"] === file && row.calls === 20)?.["× openapi-fetch"];
        goal(GOALS.types.replace("CLIENT", file), `${ratio}×`, Number(ratio) <= 1);
      }
    }
    if (only.has("schemas")) {
      show("schemas", await schemaSizes(ROOT));
      show("", await schemaTiming(ROOT, dir));
    }
    if (only.has("build")) {
      show("build", await buildTimes(ROOT, dir, { rounds: slowRounds }));
      console.log(`${slowRounds} rounds. For reference, ${BEFORE}\n`);
    }
    if (only.has("docs")) {
      show("docs", await docsPage(dir, { rounds: slowRounds }));
      const second = show("changes", await changesStep(dir, { versions: 30 }))[1];
      const [seconds, compared] = [second?.["Changes step (s)"] ?? Infinity, second?.compared];
      goal(GOALS.docs, `${seconds} s, ${compared} compared`, seconds <= 1 && compared === 0);
    }
    if (goals.length) show("goals", goals);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return EXIT_OK;
}

runMain(import.meta.url, "bench", main, USAGE);
