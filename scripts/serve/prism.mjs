// @ts-check
// Prism, as the mock runs it: a child process of scripts/serve/mock.mjs, which watches it and
// starts it again when it stops. `node scripts/serve/prism.mjs mock <document>` serves the
// document's examples on 127.0.0.1, on a port the system picks, and sends that port to the parent
// over IPC once it listens; it stops when the parent goes away. Prism is configured as
// `prism mock <document> --errors` configures it (requests and responses checked, security
// checked, the document's examples only, CORS on), from the packages of the pinned
// @stoplight/prism-cli, and logs nothing: the mock says what happens.
import { createRequire } from "node:module";

const [command, document] = process.argv.slice(2);
if (command !== "mock" || !document || !process.send) {
  process.stderr.write("prism.mjs: usage: node scripts/serve/prism.mjs mock <document>, started by mock.mjs (IPC)\n");
  process.exit(2);
}
process.on("disconnect", () => process.exit(0));
const prism = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));
const { createLogger } = /** @type {typeof import("@stoplight/prism-core")} */ (prism("@stoplight/prism-core"));
const { getHttpOperationsFromSpec } = /** @type {typeof import("@stoplight/prism-http")} */ (
  prism("@stoplight/prism-http")
);
const { createServer } = /** @type {typeof import("@stoplight/prism-http-server")} */ (
  prism("@stoplight/prism-http-server")
);

const server = createServer(await getHttpOperationsFromSpec(document), {
  cors: true,
  config: {
    mock: { dynamic: false, ignoreExamples: false },
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: true,
    upstreamProxy: undefined,
    isProxy: false,
  },
  components: { logger: createLogger("PRISM", { level: "silent" }) },
});
process.send({ port: Number(new URL(await server.listen(0, "127.0.0.1")).port) });
