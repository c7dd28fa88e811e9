// The compiled schema checks (escrow-api-sdk/schemas), tested with values generated from the very
// schemas they were compiled from: every generated value passes, and each kind of mutation is
// refused at the right JSON pointer. The case counts are printed at the end.
import { join } from "node:path";
import { bundleOne } from "../scripts/lib/esbuild.mjs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonSchemas, renderSchemaValidators, SCHEMA_BASE } from "../scripts/build/generate-schemas.mjs";
import { dateTime } from "../scripts/lib/schema-formats.mjs";
import { bundle } from "../scripts/lib/spec.mjs";
import * as schemas from "../src/schemas.js";
import { check, is, MAX_ISSUES, parse, resultValidator, SchemaError } from "../src/schemas.js";
import { onlineTransaction } from "./helpers/transactions.js";

type Schema = Record<string, any>;
type Handle = schemas.SchemaHandle<string, unknown>;

let defs: Record<string, Schema>;
let doc: any;
const cases: Record<string, number> = {};
const count = (name: string) => (cases[name] = (cases[name] ?? 0) + 1);

beforeAll(async () => {
  doc = await bundle();
  defs = jsonSchemas(doc);
});
afterAll(() => {
  const total = Object.values(cases).reduce((a, b) => a + b, 0);
  console.log(`schema checks: ${total} generated cases`, cases);
});

const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === "string" ? resolve(defs[schema.$ref.slice(SCHEMA_BASE.length)]!) : schema;

/** Values that match a schema, with extra properties wherever an object is open. */
function arbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.anyOf) return fc.oneof(...(s.anyOf as Schema[]).map(arbitrary));
  switch (s.type) {
    case "object": {
      const props: Record<string, Schema> = s.properties ?? {};
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, sub]) => [k, arbitrary(sub)])), {
        requiredKeys: (s.required ?? []) as string[],
      });
      // Fields the description leaves out must never make a value fail.
      const extra = fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in props) && k !== "__proto__"),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      );
      // dependentRequired: a property whose companions were not generated is left out.
      const dependent = Object.entries((s.dependentRequired ?? {}) as Record<string, string[]>);
      return fc.tuple(record, extra).map(([known, more]) => {
        const value: Record<string, unknown> = { ...more, ...known };
        for (const [key, needs] of dependent) if (needs.some((n) => !(n in value))) delete value[key];
        return value;
      });
    }
    case "array":
      return fc.array(arbitrary(s.items), { maxLength: Math.min(s.maxItems ?? 4, 4) });
    case "string":
      if (s.format === "date-time") return dateTimes;
      if (s.format === "uri") return fc.webUrl();
      return fc.string();
    case "integer":
      return fc.maxSafeInteger();
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case undefined:
      return fc.jsonValue(); // OpenBody: any JSON
    default:
      throw new Error(`no arbitrary for ${JSON.stringify(s)}`);
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
const offsets = fc.oneof(
  fc.constantFrom("Z", "z"),
  fc
    .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
);
/** RFC 3339 date-times with existing dates, fractions and offsets. */
const dateTimes = fc
  .record({
    y: fc.integer({ min: 0, max: 9999 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
    time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
    fraction: fc.option(fc.integer({ min: 0, max: 999999 }), { nil: undefined }),
    offset: offsets,
  })
  .map(({ y, m, d, time: [h, mi, s], fraction, offset }) => {
    const day = Math.min(d, daysIn(y, m));
    return `${pad(y, 4)}-${pad(m)}-${pad(day)}T${pad(h)}:${pad(mi)}:${pad(s)}${fraction === undefined ? "" : "." + fraction}${offset}`;
  });

const handle = (name: string) => (schemas as unknown as Record<string, Handle>)[name]!;
const names = () => Object.keys(defs);
/** Top-level properties of the named object schemas, with their resolved schemas. */
const fields = () =>
  names().flatMap((name) => {
    const s = defs[name]!;
    if (s.type !== "object") return [];
    return Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([field, sub]) => ({
      name,
      field,
      sub: resolve(sub),
      required: ((s.required ?? []) as string[]).includes(field),
    }));
  });

describe("every named schema", () => {
  test("has a compiled check, and nothing else is exported as one", () => {
    const exported = Object.entries(schemas)
      .filter(([, v]) => typeof v === "object" && v !== null && "check" in v)
      .map(([k]) => k);
    expect(exported.sort()).toEqual(names().sort());
    expect(names().length).toBeGreaterThanOrEqual(29);
  });

  test("accepts every value generated from it, extra properties included", () => {
    for (const name of names()) {
      fc.assert(
        fc.property(arbitrary(defs[name]!), (value) => {
          count("valid values");
          const issues = check(handle(name), value);
          expect(issues, name).toEqual([]);
          expect(is(handle(name), value)).toBe(true);
          expect(parse(handle(name), value)).toBe(value);
        }),
        { numRuns: 100 },
      );
    }
  });
});

describe("mutated values are refused at the right pointer", () => {
  test("a missing required field", () => {
    const sites = fields().filter((f) => f.required);
    expect(sites.length).toBeGreaterThan(40);
    fc.assert(
      fc.property(
        fc.constantFrom(...sites).chain((site) => fc.tuple(fc.constant(site), arbitrary(defs[site.name]!))),
        ([site, value]) => {
          count("missing field");
          const broken = { ...(value as object) } as Record<string, unknown>;
          delete broken[site.field];
          const issues = check(handle(site.name), broken);
          expect(issues).toContainEqual({ pointer: `/${site.field}`, expected: "a value (required)", got: "nothing" });
          expect(() => parse(handle(site.name), broken)).toThrow(SchemaError);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("a number with a fraction where an integer (an amount in minor units) is required", () => {
    const sites = fields().filter((f) => f.sub.type === "integer");
    expect(sites.map((s) => `${s.name}.${s.field}`)).toContain("OnlineTransaction.price");
    const fractions = fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((x) => !Number.isInteger(x));
    fc.assert(
      fc.property(
        fc.constantFrom(...sites).chain((site) => fc.tuple(fc.constant(site), arbitrary(defs[site.name]!), fractions)),
        ([site, value, x]) => {
          count("fraction for integer");
          const issues = check(handle(site.name), { ...(value as object), [site.field]: x });
          expect(issues).toEqual([{ pointer: `/${site.field}`, expected: "an integer", got: `the number ${x}` }]);
        },
      ),
      { numRuns: 400 },
    );
    expect(check(schemas.OnlineTransaction, { ...sampleTransaction, price: 4.95 })).toEqual([
      { pointer: "/price", expected: "an integer", got: "the number 4.95" },
    ]);
  });

  test("an integer beyond ±(2^53 - 1), which JSON.parse has already rounded", () => {
    const sites = fields().filter((f) => f.sub.type === "integer");
    const huge = fc
      .oneof(
        fc.double({ min: 2 ** 53, max: 1e300, noNaN: true }),
        fc.double({ min: -1e300, max: -(2 ** 53), noNaN: true }),
      )
      .map(Math.trunc);
    fc.assert(
      fc.property(
        fc.constantFrom(...sites).chain((site) => fc.tuple(fc.constant(site), arbitrary(defs[site.name]!), huge)),
        ([site, value, n]) => {
          count("unsafe integer");
          const issues = check(handle(site.name), { ...(value as object), [site.field]: n });
          expect(issues, String(n)).toEqual([
            { pointer: `/${site.field}`, expected: expect.stringContaining("2^53"), got: `the number ${n}` },
          ]);
        },
      ),
      { numRuns: 300 },
    );
    // 2^53 + 1 in the body arrives as 2^53: refused rather than read as another transaction's ID.
    const parsed = JSON.parse(`{"id": 9007199254740993}`) as { id: number };
    expect(parsed.id).toBe(2 ** 53);
    expect(check(schemas.OnlineTransaction, { ...sampleTransaction, id: parsed.id })[0]?.pointer).toBe("/id");
    expect(is(schemas.OnlineTransaction, { ...sampleTransaction, id: Number.MAX_SAFE_INTEGER })).toBe(true);
  });

  test("a value outside an enum", () => {
    // A field that needs companions (dependentRequired) would add a second finding when they are absent.
    const sites = fields().filter(
      (f) => Array.isArray(f.sub.enum) && !(defs[f.name] as Schema).dependentRequired?.[f.field],
    );
    expect(sites.length).toBeGreaterThan(3);
    fc.assert(
      fc.property(
        fc.constantFrom(...sites).chain((site) =>
          fc.tuple(
            fc.constant(site),
            arbitrary(defs[site.name]!),
            fc.string().filter((s) => !site.sub.enum.includes(s)),
          ),
        ),
        ([site, value, wrong]) => {
          count("wrong enum");
          const issues = check(handle(site.name), { ...(value as object), [site.field]: wrong });
          expect(issues).toHaveLength(1);
          expect(issues[0]).toMatchObject({ pointer: `/${site.field}`, expected: expect.stringMatching(/^one of "/) });
          // The string itself is not repeated: it could be anything the server sent.
          expect(issues[0]!.got).toBe(`a string of ${wrong.length} character${wrong.length === 1 ? "" : "s"}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a date-time that is not one", () => {
    const sites = fields().filter((f) => f.sub.format === "date-time");
    expect(sites.length).toBeGreaterThan(20);
    const notDates = fc.oneof(
      fc.string().filter((s) => !dateTime(s)),
      dateTimes.map((s) => s.replace("T", "_")),
      fc.constantFrom(
        "2026-02-29T10:00:00Z",
        "2026-04-31T10:00:00Z",
        "2026-11-02T24:00:00Z",
        "2026-11-02T09:30:00",
        "2026-11-02",
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...sites).chain((site) => fc.tuple(fc.constant(site), arbitrary(defs[site.name]!), notDates)),
        ([site, value, text]) => {
          count("bad date-time");
          const issues = check(handle(site.name), { ...(value as object), [site.field]: text });
          expect(issues).toEqual([
            { pointer: `/${site.field}`, expected: "a date-time string", got: expect.stringMatching(/^a string of/) },
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a nested place is named by its full pointer", () => {
    const issues = check(schemas.F2fTransaction, {
      ...sampleF2f,
      deposit_pricing: { ...sampleF2f.deposit_pricing, charge_seller: "12.00" },
    });
    expect(issues).toEqual([
      { pointer: "/deposit_pricing/charge_seller", expected: "an integer", got: "a string of 5 characters" },
    ]);
  });
});

describe("open stays open", () => {
  test("any status string and any extra field are accepted", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((k) => !(k in sampleTransaction)),
        fc.jsonValue(),
        (status, key, extra) => {
          count("open fields");
          expect(is(schemas.OnlineTransaction, { ...sampleTransaction, status, [key]: extra })).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    expect(is(schemas.ApiErrorBody, { code: "some_future_code", error: "x" })).toBe(true);
  });
});

describe("date-time", () => {
  test("agrees with the calendar on every generated date", () => {
    const parts = fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 25 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 59 }),
    );
    fc.assert(
      fc.property(parts, offsets, ([y, m, d, h, mi, s], offset) => {
        count("date-time calendar");
        const text = `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${offset}`;
        const real = m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) && h <= 23 && mi <= 59;
        expect(dateTime(text), text).toBe(real);
      }),
      { numRuns: 2000 },
    );
  });

  test("a leap second only at 23:59 UTC", () => {
    expect(dateTime("2016-12-31T23:59:60Z")).toBe(true);
    expect(dateTime("2016-12-31T18:59:60-05:00")).toBe(true);
    expect(dateTime("2016-12-31T22:59:60Z")).toBe(false);
    expect(dateTime("2016-12-31T23:59:61Z")).toBe(false);
  });
});

describe("parse and its error", () => {
  test("names the schema, each place, and never a string's content", () => {
    const secret = "sk_live_4f9a1c77d2";
    const error = (() => {
      try {
        parse(schemas.OnlineTransaction, { ...sampleTransaction, price: secret, currency: undefined });
      } catch (e) {
        return e as SchemaError;
      }
      throw new Error("parse accepted a broken value");
    })();
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.schema).toBe("OnlineTransaction");
    expect(error.message).toBe(
      "not a valid OnlineTransaction: /currency: expected a value (required), got nothing; " +
        "/price: expected an integer, got a string of 18 characters",
    );
    expect(JSON.stringify(error.issues) + error.message + error.stack).not.toContain(secret);
  });

  test("output is bounded, however broken the value", () => {
    const rates = Array.from({ length: 5000 }, () => ({ estimated_days: 1.5 }));
    const issues = check(schemas.ShippingRate, rates[0]);
    expect(issues.length).toBeGreaterThan(5);
    const result = resultValidator("GET", "/api/v1/transactions/{transaction_id}/shipper_shipping_rates", 200, rates);
    expect(result?.body.issues).toHaveLength(MAX_ISSUES);
    expect(result!.body.error.length).toBeLessThan(1000);
    expect(result!.body.error).toMatch(/; and \d+ more$/);
  });

  test("refuses what is not even an object", () => {
    for (const value of [undefined, null, 7, "tx", [], true]) {
      expect(() => parse(schemas.OnlineTransaction, value)).toThrow(
        /^not a valid OnlineTransaction: \(the value\): expected an object/,
      );
    }
  });
});

describe("resultValidator", () => {
  test("covers exactly the operations whose JSON success body the spec states", () => {
    const stated: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
          const schema = response.content?.["application/json"]?.schema;
          if (/^2/.test(status) && schema && schema.$ref !== "#/components/schemas/OpenBody") {
            stated.push(`${method.toUpperCase()} ${path} ${status}`);
          }
        }
      }
    }
    expect(stated).toHaveLength(9);
    expect(
      Object.entries(schemas.RESULTS)
        .flatMap(([op, byStatus]) => Object.keys(byStatus!).map((s) => `${op} ${s}`))
        .sort(),
    ).toEqual(stated.sort());
  });

  test("passes matching bodies, refuses others, and leaves open operations alone", () => {
    const track = "/api/v1/transactions/{transaction_id}/track";
    expect(resultValidator("POST", track, 200, sampleTransaction)).toBeUndefined();
    const bad = resultValidator("POST", track, 200, { ...sampleTransaction, price: 4.95 });
    expect(bad?.body).toEqual({
      code: "invalid_response",
      error: "HTTP 200, not a valid OnlineTransaction: /price: expected an integer, got the number 4.95",
      issues: [{ pointer: "/price", expected: "an integer", got: "the number 4.95" }],
    });
    expect(bad?.cause).toBeInstanceOf(SchemaError);
    // An open operation: nothing is stated, so nothing is refused.
    expect(resultValidator("GET", "/api/v1/transactions/{transaction_id}", 200, 42)).toBeUndefined();
    // A success whose status the spec does not state is typed, so checked, as the stated one;
    // an error status is not checked.
    expect(resultValidator("POST", track, 201, sampleTransaction)).toBeUndefined();
    expect(resultValidator("POST", track, 201, 42)?.body.code).toBe("invalid_response");
    expect(resultValidator("POST", track, 400, 42)).toBeUndefined();
    // 2XX in the spec covers every 2xx status.
    const secret = "/api/v1/transactions/{transaction_id}/payments_client_secret";
    expect(resultValidator("GET", secret, 204, { client_secret: "cs_1" })).toBeUndefined();
    expect(resultValidator("GET", secret, 204, [])?.body.issues).toEqual([
      { pointer: "", expected: "an object", got: "an array of 0" },
    ]);
  });
});

describe("values too large to check", () => {
  test("are refused unchecked, whatever the entry point: a server's [{},{},…] costs no gigabytes", () => {
    const rates = "/api/v1/transactions/{transaction_id}/shipper_shipping_rates";
    const many = Array.from({ length: schemas.MAX_PARTS + 1 }, () => ({}));
    const expected = [
      {
        pointer: "",
        expected: `at most ${schemas.MAX_PARTS} items and properties in all (a part met again, as in a cycle, counts again)`,
        got: "more",
      },
    ];
    expect(resultValidator("GET", rates, 200, many)?.body.issues).toEqual(expected);
    expect(check(schemas.ShippingRate, many)).toEqual(expected);
    expect(is(schemas.ShippingRate, many)).toBe(false);
    // Counted through the whole value: wide objects nested in narrow arrays count too.
    const wide = [Object.fromEntries(Array.from({ length: schemas.MAX_PARTS * 0.6 }, (_, i) => [`k${i}`, i]))];
    expect(check(schemas.ShippingRate, [...wide, ...wide])).toEqual(expected);
    // At the limit, the check runs as usual.
    expect(check(schemas.ShippingRate, many.slice(1))[0]?.expected).not.toBe(expected[0]!.expected);
    // A part shared by many places counts at each, as the check visits it at each.
    let shared: unknown = [{}];
    for (let i = 0; i < 40; i++) shared = [shared, shared];
    expect(check(schemas.ShippingRate, shared)).toEqual(expected);
  });

  test("buffers, typed arrays and String objects count as one part: their elements are never walked", () => {
    const big = { buffer: new Uint8Array(50_000_000), text: new String("x".repeat(1_000_000)), when: new Date() };
    expect(check(schemas.OnlineTransaction, { ...sampleTransaction, ...big })).toEqual([]);
  });

  test("a value with a part that throws when read is refused unchecked", () => {
    const many = Array.from({ length: schemas.MAX_PARTS / 2 }, () => ({}));
    const trap = Object.defineProperty({}, "x", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    const issues = [{ pointer: "", expected: "a value whose parts can be read", got: "a part that throws" }];
    expect(check(schemas.ShippingRate, [trap, ...many])).toEqual(issues);
    expect(is(schemas.ShippingRate, [trap])).toBe(false);
  });

  test("class instances and objects of another realm are counted through, as a check reads them", async () => {
    const { runInNewContext } = await import("node:vm");
    class Rates {
      constructor(readonly list: unknown[]) {}
    }
    const many = () => Array.from({ length: schemas.MAX_PARTS + 1 }, () => ({}));
    const foreign = runInNewContext("({ list: [] })") as { list: unknown[] };
    foreign.list = many();
    for (const value of [new Rates(many()), foreign]) {
      expect(check(schemas.ShippingRate, value)[0]?.expected).toMatch(/^at most/);
    }
  });
});

describe("generation", () => {
  test("the generated module needs nothing at run time", async () => {
    const files = await renderSchemaValidators("// test\n", doc);
    const js = files["schema-validators.js"]!;
    expect(js).not.toMatch(/\brequire\(|^\s*import\s/m);
    // Findings are appended, not concatenated (quadratic on a long array of broken items).
    expect(js).not.toContain(".concat(");
    expect(js).toMatch(/export const OnlineTransaction = \{ name: "OnlineTransaction", check: validate\d+ \};/);
  });

  test("a bundle keeps only the checks an app imports", async () => {
    const bundle = async (code: string) =>
      (
        await bundleOne({
          stdin: { contents: code, resolveDir: join(import.meta.dirname, "..", "src"), loader: "ts" },
          minify: true,
        })
      ).text;
    const one = await bundle(
      'import { is, ShippingRate } from "./schemas.js"; export const ok = (v: unknown) => is(ShippingRate, v);',
    );
    const all = await bundle('export * from "./schemas.js";');
    // OnlineTransaction's fields and the date-time check belong to other schemas.
    for (const marker of ["is_payment_in_progress", "deposit_pricing", "setUTCFullYear"]) {
      expect(all).toContain(marker);
      expect(one).not.toContain(marker);
    }
    expect(one).toContain("estimated_days");
    expect(one.length * 10).toBeLessThan(all.length);
  });

  test("refuses a format it has no check for, and a reference outside the schemas", async () => {
    const withFormat = structuredClone(doc);
    withFormat.components.schemas.Review.properties = { mail: { type: "string", format: "email" } };
    await expect(renderSchemaValidators("", withFormat)).rejects.toThrow(/unknown format "email"/);
    const withRef = structuredClone(doc);
    withRef.components.schemas.Review.properties = { x: { $ref: "#/components/parameters/ClientId" } };
    await expect(renderSchemaValidators("", withRef)).rejects.toThrow(/unsupported \$ref/);
  });
});

const sampleTransaction = onlineTransaction(4817230);

const sampleF2f = {
  id: 90211,
  client_id: "client_a1",
  created: "2026-11-02T09:30:00Z",
  currency: "gbp",
  description: "Sofa",
  quantity: 1,
  status: "funds_released",
  is_deposit_payment_in_progress: false,
  is_remainder_payment_in_progress: false,
  skip_remainder: false,
  deposit_pricing: {
    price: 45000,
    price_extra: 0,
    charge: 1350,
    charge_buyer_service: 1000,
    charge_buyer_client: 350,
    charge_seller: 0,
    charge_seller_service: 0,
    charge_seller_client: 0,
    extra_processing_charge: 0,
  },
};
