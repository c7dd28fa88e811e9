import type { OnlineTransaction } from "../../generated/aliases.js";
import { ApiError } from "../errors/api-error.js";
import { unwrap } from "../errors/unwrap.js";
import type { ActingClient, Credential, EscrowClient } from "./types.js";

/** The most IDs the batch operation takes per call. */
export const BATCH_LIMIT = 50;

/** Options of {@link getTransactionsByIds}. */
export interface BatchOptions {
  /** Calls in flight at once. Default 4. */
  readonly concurrency?: number;
  /** Cancels the calls not yet finished. */
  readonly signal?: AbortSignal;
  /** Timeout per call, overriding the client's. */
  readonly timeoutMs?: number;
}

/**
 * A client that can call the batch operation, which takes an OAuth2 access token only; for any
 * other, the sentence the compiler prints.
 */
export type BatchClient<C extends Credential> = "accessToken" extends C
  ? EscrowClient<C> | ActingClient<C>
  : "getTransactionsByIds needs a client with an OAuth2 access token: give auth.accessToken";

const ID = /^\d+$/;
const PATH = "/api/v1/batch/transactions";

/** The canonical decimal form of an ID given as digits: no leading zeros. */
const canonical = (digits: string) => digits.replace(/^0+(?=\d)/, "");

/**
 * Describes the first entry that is not null and not the transaction asked for at its place,
 * comparing IDs exactly (int64: above 2^53 a JSON number can no longer be told from its
 * neighbours, so such an entry cannot be confirmed and is refused). Server data is not quoted.
 */
function mismatch(data: readonly (OnlineTransaction | null)[], ids: readonly string[]): string {
  for (let i = 0; i < data.length; i++) {
    const entry = data[i];
    if (entry == null) continue;
    const id: unknown = entry.id;
    const text =
      typeof id === "number" && Number.isSafeInteger(id) && id >= 0
        ? String(id)
        : typeof id === "string" && ID.test(id)
          ? canonical(id)
          : undefined;
    if (text === undefined) {
      return typeof id === "number" && Number.isInteger(id)
        ? `entry ${i} has an ID above 2^53 that JSON numbers cannot carry exactly`
        : `entry ${i} has no usable ID`;
    }
    if (text !== canonical(ids[i]!)) return `entry ${i} is not transaction ${ids[i]}`;
  }
  return "";
}

/**
 * Fetches online transactions by ID, any number of them, through `GET /api/v1/batch/transactions`
 * (OAuth2 only): chunks of at most 50 IDs, a few calls at a time. The result has one entry per
 * requested ID, in the same order, duplicates included, and `null` where an ID was not found. The
 * first failure (an ApiError, NetworkError, TimeoutError) cancels the remaining calls and is thrown.
 */
export async function getTransactionsByIds<C extends Credential>(
  client: BatchClient<C>,
  ids: readonly (number | string)[],
  options: BatchOptions = {},
): Promise<(OnlineTransaction | null)[]> {
  const { concurrency = 4, signal, timeoutMs } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be a positive integer");
  if (!Array.isArray(ids)) throw new TypeError("ids must be an array");
  // Array.from visits the holes of a sparse array, which map() would skip and leave unchecked.
  const wire = Array.from(ids, (id) => {
    const text = typeof id === "number" && Number.isSafeInteger(id) ? String(id) : id;
    if (typeof text !== "string" || !ID.test(text)) {
      throw new TypeError("Transaction IDs must be integers >= 0 (numbers or digit strings)");
    }
    return text;
  });
  const results: (OnlineTransaction | null)[] = new Array(wire.length);
  const chunks = Math.ceil(wire.length / BATCH_LIMIT);
  const stop = new AbortController();
  const abort = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  let next = 0;

  const worker = async () => {
    while (next < chunks) {
      const start = next++ * BATCH_LIMIT;
      const part = wire.slice(start, start + BATCH_LIMIT);
      const call = (client as EscrowClient).GET(PATH, {
        params: { query: { ids: part.join(",") } },
        signal: abort,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      });
      const data = await unwrap(call);
      const problem = !Array.isArray(data)
        ? "expected an array"
        : data.length !== part.length
          ? `expected ${part.length} entries, got ${data.length}`
          : mismatch(data, part);
      if (problem) {
        const { response } = await call;
        throw new ApiError("GET", PATH, response, { code: "invalid_response", error: problem });
      }
      for (let i = 0; i < data.length; i++) results[start + i] = data[i] ?? null;
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, chunks) }, worker));
  } catch (error) {
    stop.abort();
    throw error;
  }
  return results;
}
