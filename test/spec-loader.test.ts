// The loader every tool goes through (scripts/lib/load.mjs): references stay inside the spec's
// folder in every form they can take, and documents past the limits are refused with a message,
// before anything outside is read or any address is called. The tools themselves are run against
// the same specs in hostile-refs.test.ts.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LIMITS, loadSpec, refusedBecause, SpecRefusal, yamlDepth } from "../scripts/lib/load.mjs";
import { bundle, SPEC_FILE } from "../scripts/lib/spec.mjs";
import { type Counter, HOSTILE_FORMS, MORE_FORMS, startCounter, writeSpec } from "./helpers/hostile-spec.js";

let counter: Counter;
const scratch = mkdtempSync(join(tmpdir(), "spec-loader-"));
beforeAll(async () => {
  counter = await startCounter("never-served");
});
afterAll(async () => {
  await counter.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("hostile references", () => {
  for (const form of [...HOSTILE_FORMS, ...MORE_FORMS]) {
    test(`${form.name} (${form.place}) is refused, naming the file and the reference`, async () => {
      const layout = writeSpec(form, counter.port);
      try {
        const ref = form.ref(layout.dir, counter.port);
        const error = await loadSpec(layout.root).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(SpecRefusal);
        const message = (error as Error).message;
        expect(message).toContain(JSON.stringify(ref));
        expect(message).toMatch(form.place === "externalValue" ? /spec\/paths\/widgets\.yaml: / : /Widget\.yaml: /);
        expect(message).not.toContain(layout.canary);
        // The bundler, the second gate, refuses the same document before it reads anything.
        await expect(bundle(layout.root)).rejects.toThrow(SpecRefusal);
      } finally {
        layout.remove();
      }
      expect(counter.connections).toBe(0);
    });
  }

  test("the same layout without a hostile reference loads, every file once", async () => {
    const layout = writeSpec(undefined, counter.port);
    try {
      const loaded = await loadSpec(layout.root);
      expect([...loaded.files.keys()].map((f) => f.slice(layout.dir.length))).toEqual([
        "/spec/openapi.yaml",
        "/spec/paths/widgets.yaml",
        "/spec/components/schemas/Widget.yaml",
      ]);
      const doc = await bundle(layout.root, { loaded });
      expect(doc.components.schemas.Widget.required).toEqual(["name"]);
    } finally {
      layout.remove();
    }
  });

  test("the project's spec and workflows load", async () => {
    const spec = await loadSpec(SPEC_FILE);
    expect(spec.files.size).toBeGreaterThan(100);
    const workflows = await loadSpec(join(SPEC_FILE, "../workflows.arazzo.yaml"));
    expect(workflows.files.has(SPEC_FILE)).toBe(true);
  });

  test("an Arazzo source description that is a URL is refused", async () => {
    const dir = join(scratch, "arazzo");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "workflows.arazzo.yaml");
    const url = `http://127.0.0.1:${counter.port}/openapi.yaml`;
    writeFileSync(
      file,
      `arazzo: 1.0.1\ninfo: { title: w, version: "1" }\nsourceDescriptions:\n  - name: api\n    url: ${url}\n    type: openapi\nworkflows: []\n`,
    );
    await expect(loadSpec(file)).rejects.toThrow(`sourceDescriptions url ${JSON.stringify(url)} is a URL`);
    expect(counter.connections).toBe(0);
  });

  test("the resolver refuses a file the loader did not check, even inside the folder", async () => {
    const layout = writeSpec(undefined, counter.port);
    try {
      const loaded = await loadSpec(layout.root);
      const schema = [...loaded.files.keys()].find((f) => f.endsWith("Widget.yaml")) ?? "";
      loaded.files.delete(schema);
      await expect(bundle(layout.root, { loaded })).rejects.toThrow(/was not checked by the spec loader; refused/);
    } finally {
      layout.remove();
    }
  });
});

describe("refusedBecause", () => {
  const from = "/x/spec/components/schemas/A.yaml";
  test("lets local pointers and relative paths inside the folder through", () => {
    expect(refusedBecause("#/components/schemas/B", from, "/x/spec")).toBeUndefined();
    expect(refusedBecause("./B.yaml#/properties/a", from, "/x/spec")).toBeUndefined();
    expect(refusedBecause("../../paths/p.yaml", from, "/x/spec")).toBeUndefined();
    expect(refusedBecause("B%20C.yaml", from, "/x/spec")).toBeUndefined();
  });
  test("refuses what leaves it, and says why", () => {
    expect(refusedBecause("../../../secret.yaml", from, "/x/spec")).toBe("leaves the spec folder");
    expect(refusedBecause("HTTPS://host/a.yaml", from, "/x/spec")).toMatch(/is a URL/);
    expect(refusedBecause("%2Fetc%2Fpasswd", from, "/x/spec")).toMatch(/absolute path/);
    expect(refusedBecause("%E0%A4%A", from, "/x/spec")).toBe("has a malformed percent-escape");
    expect(refusedBecause("a\u0000.yaml", from, "/x/spec")).toMatch(/NUL/);
  });
});

describe("limits", () => {
  /** A root file in its own folder of `scratch`. */
  const rootWith = (name: string, text: string) => {
    const dir = join(scratch, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "openapi.yaml"), text);
    return join(dir, "openapi.yaml");
  };

  test("a YAML alias bomb is refused by yaml's maxAliasCount", async () => {
    const lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 10; i++)
      lines.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(", ")}]`,
      );
    const file = rootWith("bomb", `openapi: 3.1.0\n${lines.join("\n")}\n`);
    await expect(loadSpec(file)).rejects.toThrow(/YAML aliases expand too far/);
  });

  test("a document nested deeper than the limit is refused before it is composed", async () => {
    const depth = 100_000;
    const file = rootWith("deep", `openapi: 3.1.0\nx: ${"[".repeat(depth)}${"]".repeat(depth)}\n`);
    await expect(loadSpec(file)).rejects.toThrow(`nests ${depth + 1} levels deep; the limit is ${LIMITS.depth}`);
    const block = rootWith("deep-block", `openapi: 3.1.0\nx:\n  ${"- ".repeat(1000)}y\n`);
    await expect(loadSpec(block)).rejects.toThrow(/levels deep; the limit is 100/);
    expect(yamlDepth("a:\n  b:\n    - c\n")).toBe(3);
  });

  test("a file larger than the limit is refused by its size, unread", async () => {
    const file = rootWith("huge", "");
    truncateSync(file, LIMITS.fileBytes + 1); // sparse: nothing to write, nothing to read
    await expect(loadSpec(file)).rejects.toThrow(/openapi\.yaml is 4\.0 MiB; a spec file may be at most 4\.0 MiB/);
  });

  test("the files together, and their number, are bounded", async () => {
    const file = rootWith("many", "openapi: 3.1.0\nx:\n  - $ref: ./a.yaml\n  - $ref: ./b.yaml\n  - $ref: ./c.yaml\n");
    for (const name of ["a", "b", "c"]) writeFileSync(join(file, "..", `${name}.yaml`), `v: ${"x".repeat(400)}\n`);
    await expect(loadSpec(file, { limits: { totalBytes: 1000 } })).rejects.toThrow(/exceed 1000 bytes together/);
    await expect(loadSpec(file, { limits: { files: 3 } })).rejects.toThrow(/reaches more than 3 files/);
    await expect(loadSpec(file)).resolves.toMatchObject({ root: file });
  });

  test("a file that is not a regular file, or does not parse, is refused", async () => {
    const dir = join(scratch, "odd");
    mkdirSync(join(dir, "folder.yaml"), { recursive: true });
    writeFileSync(join(dir, "openapi.yaml"), "openapi: 3.1.0\nx:\n  $ref: ./folder.yaml\n");
    await expect(loadSpec(join(dir, "openapi.yaml"))).rejects.toThrow(/folder\.yaml is not a regular file/);
    const broken = rootWith("broken", "openapi: 3.1.0\nx: [unclosed\n");
    await expect(loadSpec(broken)).rejects.toThrow(/openapi\.yaml does not parse/);
  });
});
