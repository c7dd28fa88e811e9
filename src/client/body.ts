/**
 * Bodies of answers, bounded. openapi-fetch reads a body without a limit; the answer it is handed
 * cannot be overrun: a failed answer's body is read here (at most {@link MAX_ERROR_BYTES}), a
 * success body is handed on as it is where the platform's fetch declared a length within the
 * limit, and otherwise through a stream that counts what passes and errors with
 * {@link BodyTooLarge} past the limit (the rest is not read).
 */
import { settle } from "./retry.js";

/** The most bytes of a failed call's body that are read; a longer one is not an error body of this API. */
export const MAX_ERROR_BYTES = 1 << 20;

/**
 * The most bytes of a success body that are read as text, a blob or an array buffer; with
 * `parseAs: "stream"` the body is the caller's to read, without a limit.
 */
export const MAX_BODY_BYTES = 1 << 25;

/**
 * The most bytes of a JSON success body that are read: parsed, a few bytes make a large object
 * (4 MiB of `[],` is about 120 MB of arrays), and no result of this API comes near it.
 */
export const MAX_JSON_BYTES = 1 << 22;

/** The most bytes of a success body that are read for `parseAs` (JSON held to less, as above). */
export const successLimit = (parseAs: string): number => (parseAs === "json" ? MAX_JSON_BYTES : MAX_BODY_BYTES);

/** A body over its limit: not read further. */
export class BodyTooLarge extends Error {
  override readonly name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`body over ${limit} bytes, not read`);
  }
}

/** Stands for a failed answer's body over {@link MAX_ERROR_BYTES}, not read. */
export const TOO_LARGE: unique symbol = Symbol("too large");

/**
 * Where fetch is the app's own, the attempt's signal bounds the reading and cancels the body on
 * abort (the platform's fetch does both itself), and a declared length is not trusted.
 */
export type Own = { readonly signal: AbortSignal | null | undefined } | undefined;

/** Statuses whose answers have no body: a Response with one cannot be made. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * `response` made again with another body, for openapi-fetch to read: its status, status text,
 * headers (with `headers` over them) and URL.
 */
export function remake(response: Response, body: BodyInit | null, headers?: Record<string, string | null>): Response {
  const { status, statusText } = response;
  const all = new Headers(response.headers);
  for (const name in headers) {
    const value = headers[name];
    if (value === null || value === undefined) all.delete(name);
    else all.set(name, value);
  }
  return Object.defineProperty(new Response(body, { status, statusText, headers: all }), "url", {
    value: response.url,
  });
}

/**
 * `bytes` as text: in the encoding a byte order mark shows, else the one `contentType` declares
 * (where the platform knows it), else UTF-8; a byte order mark is not part of the text. A server's
 * UTF-16 error is then read, and redacted, as the text it is.
 */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const marked =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? "utf-16le"
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? "utf-16be"
        : undefined;
  const declared = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "")?.[1];
  for (const label of [marked, declared]) {
    if (label === undefined) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // A label the platform does not know: the next.
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * A failed answer's body read as text (no more than {@link MAX_ERROR_BYTES}, else
 * {@link TOO_LARGE}), and the same answer made again with that text as `clean` gives it (without
 * the call's credentials), for openapi-fetch and middleware to read: UTF-8 text, with the length
 * of that text and no `content-encoding`.
 */
export async function readError(
  response: Response,
  method: string,
  own: Own,
  clean: (text: string) => string,
): Promise<{ response: Response; body: string | typeof TOO_LARGE }> {
  let body: string | typeof TOO_LARGE = "";
  if (!NULL_BODY.has(response.status) && method !== "HEAD") {
    try {
      const bytes = await limited(response, MAX_ERROR_BYTES, "arrayBuffer", own).arrayBuffer();
      body = decode(new Uint8Array(bytes), response.headers.get("content-type"));
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      body = TOO_LARGE;
    }
  }
  const shown = typeof body === "string" && body ? clean(body) : "";
  // The body handed on is text, decoded and encoded as UTF-8: its length is its own, and no
  // content encoding applies to it any more.
  const length = String(new TextEncoder().encode(shown).length);
  return { response: remake(response, shown || null, { "content-length": length, "content-encoding": null }), body };
}

/**
 * A success answer whose body openapi-fetch can read only within the limit of `parseAs` (see
 * {@link limited}). A stream is the caller's to read, as it is.
 */
export function bounded(response: Response, parseAs: string, own: Own): Response {
  if (parseAs === "stream" || NULL_BODY.has(response.status)) return response;
  return limited(response, successLimit(parseAs), parseAs === "json" ? "text" : (parseAs as ReadAs), own);
}

type ReadAs = "text" | "blob" | "arrayBuffer";

/**
 * The answer, with a body that cannot be read past `limit` bytes: the answer itself where the
 * platform's fetch declared a length within the limit and nothing was encoded (fetch ends the body
 * at that length); otherwise the same answer with a body that counts what passes and errors with
 * {@link BodyTooLarge} past the limit, the rest not read. Where fetch is the app's own, its answer
 * may have a body that is no web stream (node-fetch's Node streams): that one is read by the
 * answer's own method (`readAs`), bounded by the signal only.
 */
function limited(response: Response, limit: number, readAs: ReadAs, own: Own): Response {
  const body = response.body as ReadableStream<Uint8Array> | { getReader?: undefined } | null;
  if (typeof body?.getReader !== "function") {
    if (!own) return response;
    return remake(
      response,
      new ReadableStream({
        async start(controller) {
          const value = await settle<string | Blob | ArrayBuffer>(response[readAs](), own.signal);
          controller.enqueue(
            typeof value === "string"
              ? new TextEncoder().encode(value)
              : new Uint8Array(value instanceof Blob ? await value.arrayBuffer() : value),
          );
          controller.close();
        },
      }),
    );
  }
  const { headers } = response;
  const length = headers.get("content-length");
  if (!own && length !== null && +length <= limit && !headers.get("content-encoding")) return response;
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  let size = 0;
  return remake(
    response,
    new ReadableStream({
      async pull(controller) {
        const { done, value } = await settle(reader.read(), own?.signal, stop);
        if (done) return controller.close();
        if ((size += value.byteLength) > limit) {
          stop();
          return controller.error(new BodyTooLarge(limit));
        }
        controller.enqueue(value);
      },
      cancel: stop,
    }),
  );
}

/**
 * Drops the body of an answer that is not the result: a web stream is cancelled, a Node stream (an
 * app's fetch such as node-fetch) destroyed. A body that fails meanwhile (cut short) changes
 * nothing: the answer's status is what counts, and it arrived.
 */
export async function discard(response: Response): Promise<void> {
  const body = response.body as { cancel?: () => Promise<void>; destroy?: () => void } | null;
  try {
    await (typeof body?.cancel === "function" ? body.cancel() : body?.destroy?.());
  } catch {
    // As above: nothing to do about a body that will not be read.
  }
}
