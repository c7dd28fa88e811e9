#!/usr/bin/env node
// @ts-check
// `npm run bench`: what the client costs, measured side by side in one run. A measurement, not a
// test: nothing fails on a slow machine. Parts (all by default, or the ones named with --only):
//   calls      per-call work with the network taken out (a stand-in fetch, as the platform's and as
//              the fetch option): client next to openapi-fetch on the same path
//   cold       start-up: import as shipped and createClient, then the first call, each in a new
//              process: client, openapi-fetch, Node alone
//   path       the files of dist/ one warm call runs code in (V8 coverage)
//   loopback   real HTTP on 127.0.0.1, GET and POST, 1 and 16 at a time: client, raw fetch and peers
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
import { EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";
import { typeCostTable } from "../lib/type-cost.mjs";
import { BEFORE, buildTimes } from "./build.mjs";
import { BUDGET, bytesTable } from "./bytes.mjs";
import { buildPackage } from "../build/package.mjs";
import { coldStart, loadClient, loopback, perCall } from "./calls.mjs";
import { changesStep, docsPage } from "./docs.mjs";
import { filesCrossed } from "./path.mjs";
import { schemaSizes, schemaTiming } from "./schemas.mjs";

const PARTS = ["calls", "cold", "path", "loopback", "bytes", "types", "schemas", "build", "docs"];
// Each round of the build part takes seconds, and their spread is small.
const BUILD_ROUNDS = 10;
const USAGE = `Usage: npm run bench [-- --only ${PARTS.join(",")}] [--rounds N]`;

/**
 * Runs the parts named by `--only` (all by default) and prints their tables.
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
  const only = String(values.only).split(",");
  const rounds = Number(values.rounds);
  if (only.some((part) => !PARTS.includes(part))) throw new UsageError(`--only takes some of ${PARTS.join(", ")}`);
  if (!(Number.isInteger(rounds) && rounds >= 1)) throw new UsageError("--rounds takes a whole number from 1");

  const dir = join(ROOT, ".tmp", `bench-${process.pid}`);
  await mkdir(dir, { recursive: true });
  try {
    console.log(`Node ${process.version}, ${rounds} interleaved rounds per table (medians of the rounds)\n`);
    /** @type {{ goal: string, figure: string, met: boolean }[]} */
    const goals = [];
    /** @param {Record<string, string>[]} table @param {string} column */
    const clientRows = (table, column) =>
      table.filter((row) => row.variant === "client").map((row) => Number(row[column]));
    const client = only.includes("calls") || only.includes("loopback") ? await loadClient(ROOT, dir) : undefined;
    if (client && only.includes("calls")) {
      console.log("Per call, network taken out (every variant calls the same stand-in fetch)");
      const table = await perCall(client, { rounds: rounds + 10 });
      console.table(table);
      const compared = table.filter((row) => row.variant === "client" || row.variant === "client, fetch option");
      goals.push({
        goal: "per call: at most 1.3× openapi-fetch (GET, POST; platform fetch stubbed, fetch option)",
        figure: compared.map((row) => `${row.method} ${row["× it"]}×`).join(", "),
        met: compared.every((row) => Number(row["× it"]) <= 1.3),
      });
    }
    if (only.includes("cold") || only.includes("path")) {
      if ((await buildPackage()) !== EXIT_OK) throw new Error("npm run build:package failed");
    }
    if (only.includes("cold")) {
      console.log("Start-up: a new Node process imports the package as shipped and makes a client, then one call");
      const { table, ratio } = await coldStart(ROOT, { rounds: Math.max(9, Math.min(rounds * 2, 61)) });
      console.table(table);
      goals.push({
        goal: "start to client made (import + createClient, Node's start-up included): at most 1.05× openapi-fetch",
        figure: `${ratio.toFixed(3)}×`,
        met: ratio <= 1.05,
      });
    }
    if (only.includes("path")) {
      console.log("The files of dist/ one warm call runs code in (V8 coverage; npm run build:package first)");
      const table = filesCrossed(ROOT, dir);
      console.table(table);
      const get = table.find((row) => row.call === "GET, API key");
      goals.push({
        goal: "a warm GET runs code in at most 8 of the package's files",
        figure: `${get?.files} files`,
        met: (get?.files ?? Infinity) <= 8,
      });
    }
    if (client && only.includes("loopback")) {
      console.log("Loopback HTTP/1.1 keep-alive, node:http server in this process");
      const table = await loopback(client, { rounds });
      console.table(table);
      const ratios = clientRows(table, "× openapi-fetch");
      goals.push({
        goal: "loopback: at most 1.05× openapi-fetch (GET, POST; 1, 16 at once)",
        figure: ratios.map((x) => `${x}×`).join(", "),
        met: ratios.every((x) => x <= 1.05),
      });
    }
    if (only.includes("bytes")) {
      const { table, leftOut, breakdown, floor } = await bytesTable(ROOT);
      const smallest = table[0];
      goals.push({
        goal: `createClient + one call: at most ${(BUDGET / 1000).toFixed(1)} kB gzip in all, openapi-fetch included (npm run size)`,
        figure: `${((smallest?.["with deps gzip"] ?? 0) / 1000).toFixed(2)} kB (own ${((smallest?.["own gzip"] ?? 0) / 1000).toFixed(2)} kB)`,
        met: (smallest?.["with deps gzip"] ?? Infinity) <= BUDGET,
      });
      console.log("Bytes an app bundles (esbuild, ESM, minified; own = without dependencies)");
      console.table(table);
      console.log(
        `createClient + one call with its ${floor.messages} strings of 12 or more characters cut to one: ` +
          `${floor.minified} minified, ${floor.gzip} gzip (what shortening messages could reach at best)`,
      );
      console.log(`createClient alone leaves out: ${leftOut}; what each module it holds adds (minified):`);
      console.table(breakdown);
    }
    if (only.includes("types")) {
      console.log("Type-check cost: createClient and N typed calls, next to the same calls on bare openapi-fetch");
      const costs = typeCostTable();
      console.table(costs);
      for (const file of ["client", "client.actingAs(…)"]) {
        const twenty = costs.find((row) => row["consumer file"] === file && row.calls === 20);
        goals.push({
          goal: `type check, createClient + 20 calls on ${file}: at most openapi-fetch's instantiations`,
          figure: `${twenty?.["× openapi-fetch"]}×`,
          met: Number(twenty?.["× openapi-fetch"]) <= 1,
        });
      }
    }
    if (only.includes("schemas")) {
      console.log("The schema checks (escrow-api-sdk/schemas)");
      console.table(await schemaSizes(ROOT));
      console.table(await schemaTiming(ROOT, dir));
    }
    if (only.includes("build")) {
      const buildRounds = Math.min(rounds, BUILD_ROUNDS);
      console.log(
        `Generation and build: each command a whole node process in a copy of the repository, ${buildRounds} rounds`,
      );
      console.table(await buildTimes(ROOT, dir, { rounds: buildRounds }));
      console.log(`For reference, ${BEFORE}\n`);
    }
    if (only.includes("docs")) {
      console.log("The reference page (dist/docs/index.html) from disk in Chromium at 1440x900");
      console.table(await docsPage(dir, { rounds: Math.min(rounds, BUILD_ROUNDS) }));
      console.log("The Changes step on a made-up history of 30 versions, built twice");
      const steps = await changesStep(dir, { versions: 30 });
      console.table(steps);
      const second = steps[1];
      goals.push({
        goal: "Changes step, 30 versions, second build: at most 1 s, comparing nothing",
        figure: `${second?.["Changes step (s)"]} s, ${second?.compared} compared`,
        met: (second?.["Changes step (s)"] ?? Infinity) <= 1 && second?.compared === 0,
      });
    }
    if (goals.length) {
      console.log("Goals");
      console.table(goals);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return EXIT_OK;
}

runMain(import.meta.url, "bench", main, USAGE);
