// The scopes each operation needs, from the spec (generated/oauth.js): which to ask for at sign-in,
// and a check before a call made while the user is away.
import { NEEDS, OPERATIONS, SCOPES } from "../../generated/oauth.js";
import type { OperationId, OperationKey, Scope } from "../../generated/oauth.js";
import { MissingScopeError } from "./errors.js";

export { SCOPES };
export type { OperationId, OperationKey, Scope };

/** An operation, by its operationId (`"trackTransaction"`) or as `"POST /api/v1/transactions/{transaction_id}/track"`. */
export type Operation = OperationId | OperationKey;

type Needs = { readonly offline: readonly Scope[]; readonly required: readonly Scope[] };
const NONE: Needs = { offline: [], required: [] };
/** Every operation as "METHOD /path". */
export const KEYS: ReadonlySet<string> = new Set<string>(Object.values(OPERATIONS));
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** "METHOD /path" of an operation named either way; a TypeError for a name the spec does not have. */
export function keyOf(operation: Operation): OperationKey {
  if (typeof operation === "string") {
    if (own(OPERATIONS, operation)) return OPERATIONS[operation as OperationId];
    if (KEYS.has(operation)) return operation as OperationKey;
  }
  throw new TypeError(
    'Unknown operation: give an operationId of the spec or "METHOD /path" with the path as the spec writes it',
  );
}

/** The scopes an operation names: `offline` while the user is not present, `required` for any call. */
export function scopesOf(operation: Operation): Needs {
  const key = keyOf(operation);
  return own(NEEDS, key) ? (NEEDS as Record<string, Needs>)[key]! : NONE;
}

/** What {@link scopesFor} adds to the operations' scopes. */
export interface ScopesForOptions {
  /** Add `openid` (sign-in with an ID token). Default true. */
  readonly openid?: boolean;
  /** Add `profile` (the user's profile claims), even if no operation needs it. Default false. */
  readonly profile?: boolean;
}

/**
 * The scopes to ask for at sign-in so that the app can call `operations` while the user is away:
 * each one's offline scope and required grants, plus `openid` (and `profile` if asked), in the
 * order of the spec's scope list.
 */
export function scopesFor(operations: readonly Operation[], options: ScopesForOptions = {}): Scope[] {
  if (!Array.isArray(operations)) throw new TypeError("scopesFor() takes an array of operations");
  const wanted = new Set<string>();
  if (options.openid !== false) wanted.add("openid");
  if (options.profile) wanted.add("profile");
  for (const operation of operations) {
    const { offline, required } = scopesOf(operation);
    for (const scope of [...offline, ...required]) wanted.add(scope);
  }
  return SCOPES.filter((scope) => wanted.has(scope));
}

/**
 * The scopes of `operation` missing from `granted`: its required grants always, and its offline
 * scopes when the user is not present. Operations that name no scope need none that is known.
 */
export function missingScopes(
  operation: Operation,
  granted: Iterable<string>,
  { userPresent }: { readonly userPresent: boolean },
): Scope[] {
  if (typeof userPresent !== "boolean") throw new TypeError("userPresent must be true or false");
  const have = new Set(granted);
  const { offline, required } = scopesOf(operation);
  return [...new Set([...required, ...(userPresent ? [] : offline)])].filter((scope) => !have.has(scope));
}

/** Throws a {@link MissingScopeError} when {@link missingScopes} finds any. */
export function checkScopes(
  operation: Operation,
  granted: Iterable<string>,
  options: { readonly userPresent: boolean },
): void {
  const missing = missingScopes(operation, granted, options);
  if (missing.length) throw new MissingScopeError(keyOf(operation), missing, options.userPresent);
}
