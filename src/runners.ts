// The call runner of each client, in a module of its own: functions that are not client methods
// (`callUnlisted`, the OAuth entry's `offlineClient`) reach it without importing the client.
import type { MethodName } from "./options.js";
import type { CallInit, Result } from "./request.js";

/** Runs a call on a client: method, path template, operation flags, options. */
export type Runner = (method: MethodName, path: string, flags: number, init?: CallInit) => Promise<Result>;

/** The call runner of each client made by `createClient` (or wrapped by `offlineClient`). */
export const runners = new WeakMap<object, Runner>();
