#!/usr/bin/env node
// @ts-check
// `npm run bench`: what the client costs, measured side by side in one run. A measurement, not a
// test: nothing fails on a slow machine. Parts (all by default, or the ones named with --only):
//   calls      per-call work with the network taken out (a stand-in fetch): client, openapi-fetch, raw fetch
//   loopback   real HTTP on 127.0.0.1, GET and POST, 1 and 16 at a time: client, raw fetch and peers
//   bytes      what apps bundle: minified, gzip, brotli per use of each entry point
//   types      type-check cost of typed calls next to bare openapi-fetch
//   schemas    the schema checks of escrow-api-sdk/schemas: bytes and time per check
//   build      npm run generate (stamp, after an edit of the spec, full render) and npm run build,
//              each a whole process in a copy of the repository; at most 10 rounds
//
//   npm run bench [-- --only calls,bytes] [--rounds 30]
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { EXIT_OK, readArgs, runMain, UsageError } from "../lib/cli.mjs";
import { ROOT } from "../lib/spec.mjs";
import { typeCostTable } from "../lib/type-cost.mjs";
import { BEFORE, buildTimes } from "./build.mjs";
import { bytesTable } from "./bytes.mjs";
import { loadClient, loopback, perCall } from "./calls.mjs";
import { schemaSizes, schemaTiming } from "./schemas.mjs";

const PARTS = ["calls", "loopback", "bytes", "types", "schemas", "build"];
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
    const client = only.includes("calls") || only.includes("loopback") ? await loadClient(ROOT, dir) : undefined;
    if (client && only.includes("calls")) {
      console.log("Per call, network taken out (every variant calls the same stand-in fetch)");
      console.table(await perCall(client, { rounds: rounds + 10 }));
    }
    if (client && only.includes("loopback")) {
      console.log("Loopback HTTP/1.1 keep-alive, node:http server in this process");
      console.table(await loopback(client, { rounds }));
    }
    if (only.includes("bytes")) {
      const { table, leftOut, breakdown, floor } = await bytesTable(ROOT);
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
      console.table(typeCostTable());
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
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return EXIT_OK;
}

runMain(import.meta.url, "bench", main, USAGE);
