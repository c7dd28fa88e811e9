// Specs that try to make the tools read or fetch something outside their folder, in every form a
// reference can take, with a canary file outside the folder whose content must never show, and a
// listener on 127.0.0.1 that counts every connection made to it (plain or TLS) and must see none.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A listener that counts connections and answers any HTTP request with the canary. */
export interface Counter {
  readonly port: number;
  readonly connections: number;
  close(): Promise<void>;
}

export async function startCounter(canary: string): Promise<Counter> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.once("data", () => socket.end(`HTTP/1.1 200 OK\r\ncontent-type: text/yaml\r\n\r\ncanary: ${canary}\n`));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** Where a hostile reference sits. */
type Place = "schema" | "example value" | "externalValue";

/** One form of hostile reference; `ref` gets the temporary folder and the counter's port. */
export interface HostileForm {
  name: string;
  place: Place;
  ref: (dir: string, port: number) => string;
  /** Links to make inside spec/: [path below spec/components/schemas, target below the folder]. */
  links?: Array<[string, string]>;
}

// From spec/components/schemas/ the temporary folder is three levels up.
export const HOSTILE_FORMS: HostileForm[] = [
  { name: "absolute path", place: "schema", ref: (dir) => join(dir, "outside/canary.yaml") },
  { name: "../ out of spec/", place: "schema", ref: () => "../../../outside/canary.yaml" },
  { name: "file: URL", place: "schema", ref: (dir) => `file://${join(dir, "outside/canary.yaml")}` },
  { name: "http: URL", place: "schema", ref: (_dir, port) => `http://127.0.0.1:${port}/canary.yaml` },
  { name: "https: URL", place: "schema", ref: (_dir, port) => `https://127.0.0.1:${port}/canary.yaml` },
  {
    name: "symbolic link to a file outside",
    place: "schema",
    ref: () => "./Linked.yaml",
    links: [["Linked.yaml", "outside/canary.yaml"]],
  },
  {
    name: "symbolic link to a folder outside",
    place: "schema",
    ref: () => "./linked/canary.yaml",
    links: [["linked", "outside"]],
  },
  { name: "percent-encoded ..", place: "schema", ref: () => "%2e%2e/%2e%2e/%2e%2e/outside/canary.yaml" },
  { name: "$ref inside an example value", place: "example value", ref: () => "../../../outside/canary.yaml" },
  { name: "externalValue of an example", place: "externalValue", ref: () => "../../outside/canary.yaml" },
];

/** Forms checked by the loader alone (the tools test the ones above). */
export const MORE_FORMS: HostileForm[] = [
  { name: "backslashes", place: "schema", ref: () => "..\\..\\..\\outside\\canary.yaml" },
  { name: "network-path reference", place: "schema", ref: (_dir, port) => `//127.0.0.1:${port}/canary.yaml` },
  { name: "percent-encoded absolute path", place: "schema", ref: (dir) => encodeURIComponent(join(dir, "x")) },
  { name: "data: URL", place: "schema", ref: () => "data:text/yaml,type: string" },
  {
    name: "externalValue as an http: URL",
    place: "externalValue",
    ref: (_dir, port) => `http://127.0.0.1:${port}/x.json`,
  },
];

/** A spec folder laid out as the project's: a root, a path file, a schema file. */
export interface SpecLayout {
  /** the temporary folder, holding spec/ and outside/ */
  dir: string;
  /** spec/openapi.yaml */
  root: string;
  /** the canary's unique content */
  canary: string;
  remove(): void;
}

const q = (text: string) => JSON.stringify(text);

/**
 * Writes spec/ (and outside/canary.yaml) into a new temporary folder, with the hostile reference of
 * `form` in place, or none. `into` writes into an existing folder instead (a copy of the repository).
 */
export function writeSpec(form: HostileForm | undefined, port: number, into?: string): SpecLayout {
  const dir = into ?? mkdtempSync(join(tmpdir(), "hostile-spec-"));
  const canary = `CANARY-${randomBytes(8).toString("hex")}`;
  const spec = join(dir, "spec");
  const schemas = join(spec, "components", "schemas");
  mkdirSync(schemas, { recursive: true });
  mkdirSync(join(spec, "paths"), { recursive: true });
  mkdirSync(join(dir, "outside"), { recursive: true });
  writeFileSync(join(dir, "outside", "canary.yaml"), `type: string\ndescription: ${canary}\n`);
  const ref = form?.ref(dir, port);
  for (const [link, target] of form?.links ?? []) symlinkSync(join(dir, target), join(schemas, link));

  const name = form?.place === "schema" && ref ? `\n  name:\n    $ref: ${q(ref)}` : "\n  name:\n    type: string";
  const example = form?.place === "example value" && ref ? `\nexample:\n  name:\n    $ref: ${q(ref)}` : "";
  writeFileSync(
    join(schemas, "Widget.yaml"),
    `type: object\ndescription: A widget.\nrequired: [name]\nproperties:${name}${example}\n`,
  );
  const examples =
    form?.place === "externalValue" && ref
      ? `\n          examples:\n            one:\n              summary: One widget\n              externalValue: ${q(ref)}`
      : "";
  writeFileSync(
    join(spec, "paths", "widgets.yaml"),
    [
      "get:",
      "  operationId: listWidgets",
      "  summary: List widgets",
      "  description: Lists the widgets.",
      "  responses:",
      "    '200':",
      "      description: The widgets.",
      "      content:",
      "        application/json:",
      "          schema:",
      "            $ref: ../components/schemas/Widget.yaml" + examples,
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(spec, "openapi.yaml"),
    [
      "openapi: 3.1.0",
      "info:",
      "  title: Widgets",
      "  version: 1.0.0",
      "  description: Widgets.",
      "paths:",
      "  /widgets:",
      "    $ref: ./paths/widgets.yaml",
      "",
    ].join("\n"),
  );
  return {
    dir,
    root: join(spec, "openapi.yaml"),
    canary,
    remove: () => (into ? undefined : rmSync(dir, { recursive: true, force: true })),
  };
}
