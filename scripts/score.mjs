#!/usr/bin/env node
// Prints Redocly CLI's score of the API description: agent readiness, its subscores and hotspots.
//
//   npm run score                      score spec/openapi.yaml
//   npm run score -- --format json     any further options go to `redocly score`
import path from "node:path";
import process from "node:process";
import { CONFIG, ROOT, redocly } from "./lib/redocly.mjs";

const result = await redocly([
  "score",
  path.join(ROOT, "spec/openapi.yaml"),
  "--config",
  CONFIG,
  "--lint-config",
  "off",
  ...process.argv.slice(2),
]);
process.stdout.write(result.stdout);
if (result.code !== 0) process.stderr.write(result.stderr);
process.exit(result.code);
