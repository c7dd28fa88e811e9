/**
 * Reading the body of an answer within its limits: a number of bytes, and the attempt's time limit
 * or the caller's abort, whatever fetch does with its signal. The one reader of every body the
 * client reads, a failed answer's and a success's alike, for the transport (send.ts); and the one
 * rule of which statuses carry data, for the client and `unwrap` alike (with the safe methods, to
 * which alone a 304 answers).
 */
import { race } from "./deadline.js";

/** Whether `method` may be sent again: GET and HEAD read, every other method may move money. */
export const isSafe = (method: string): boolean => method === "GET" || method === "HEAD";

/**
 * Whether `status` is an answer a call of `method` takes data from: a 2xx; or, to a GET or HEAD, a
 * 304 Not Modified, which has no body, as a 204 has, and so answers as an empty 200 does. A 304
 * answers only a conditional GET or HEAD: to a call that may move money it is a failure, never a
 * success. Results go by the status, never by `response.ok`, which a custom `fetch` could get
 * wrong.
 */
export const succeeded = (status: number, method: string): boolean =>
  (status >= 200 && status < 300) || (status === 304 && isSafe(method));

/** The most bytes of a failed call's body that are read; a longer one is not an error body of this API. */
export const MAX_ERROR_BYTES = 1 << 20;

/**
 * The most bytes of a JSON success body that are read: parsed, a few bytes make a large object
 * (4 MiB of `[],` is about 120 MB of arrays), and no result of this API comes near it.
 */
export const MAX_JSON_BYTES = 1 << 22;

/** The most bytes of a success body read as text, a blob or an array buffer. */
export const MAX_BODY_BYTES = 1 << 25;

/** Stands for a body over its limit, not read further. */
export const TOO_LARGE: unique symbol = Symbol();

type ReadAs = "text" | "blob" | "arrayBuffer";

/**
 * `response`'s body read as `as`, or {@link TOO_LARGE} past `limit` bytes (the rest is not read).
 * The bytes are counted as they come, whatever length the answer declares, and the wait ends when
 * `signal` aborts, with its reason, the body then dropped. A body that is no web stream (an app's
 * fetch such as node-fetch) is read by its own method, bounded by the signal only.
 */
export async function read(
  response: Response,
  as: ReadAs,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<string | Blob | ArrayBuffer | typeof TOO_LARGE> {
  const body = response.body as ReadableStream<Uint8Array> | { getReader?: undefined } | null;
  if (typeof body?.getReader !== "function")
    return race<string | Blob | ArrayBuffer>(response[as](), signal, () => void discard(response));
  const reader = body.getReader() as ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>;
  const stop = () => void reader.cancel().catch(() => undefined);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await (signal ? race(reader.read(), signal, stop) : reader.read());
    if (done) break;
    if ((size += value.byteLength) > limit) {
      stop();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  // Text as Node's fetch decodes it: UTF-8, a byte order mark dropped before the decoder drops
  // another. A blob, rarer, is made by the platform, with the type it gives.
  if (as === "text") {
    let bytes = chunks.length === 1 ? chunks[0]! : new Uint8Array(await new Blob(chunks).arrayBuffer());
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    return new TextDecoder().decode(bytes);
  }
  const type = response.headers.get("content-type");
  return new Response(new Blob(chunks), type === null ? {} : { headers: { "content-type": type } })[as]();
}

/**
 * `bytes` as text: in the encoding a byte order mark shows, else the one `contentType` declares
 * (where the platform knows it), else UTF-8; a byte order mark is not part of the text.
 */
export function decode(bytes: ArrayBuffer, contentType: string | null): string {
  const [a, b] = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  const marked = a === 0xff && b === 0xfe ? "utf-16le" : a === 0xfe && b === 0xff ? "utf-16be" : undefined;
  const declared = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "")?.[1];
  for (const label of [marked, declared]) {
    try {
      if (label) return new TextDecoder(label).decode(bytes);
    } catch {
      // A label the platform does not know: the next.
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Drops the body of an answer that is not read: a web stream is cancelled, a Node stream (an app's
 * fetch such as node-fetch) destroyed. A body that fails meanwhile changes nothing.
 */
export async function discard(response: Response): Promise<void> {
  const body = response.body as { cancel?: () => Promise<void>; destroy?: () => void } | null;
  try {
    await (typeof body?.cancel === "function" ? body.cancel() : body?.destroy?.());
  } catch {
    // As above: nothing to do about a body that will not be read.
  }
}
