// The scopes each operation needs, from the spec (generated/oauth.js): which to ask for at sign-in,
// and a check before a call made while the user is away.
import { NEEDS, OPERATIONS, SCOPES } from "../../generated/oauth.js";
import type { OperationId, OperationKey, Scope } from "../../generated/oauth.js";
import { MissingScopeError } from "./errors.js";

export { SCOPES };
export type { OperationId, OperationKey, Scope };

/** An operation, by its operationId (`"trackTransaction"`) or as `"POST /api/v1/transactions/{transaction_id}/track"`. */
export type Operation = OperationId | OperationKey;

/**
 * Who must have granted a required scope, as the spec says for each operation: `"token-user"` the
 * user the access token was issued to; `"service-user"` the user the `Service-User` header names;
 * `"join-user"` the user the body's `join_user_id` names; `"online-user"` the transaction's online
 * user, as the API's description calls them.
 */
export type Grantor = "token-user" | "service-user" | "join-user" | "online-user";

/** A scope an operation needs for any call, and who must have granted it. */
export interface RequiredGrant {
  readonly scope: Scope;
  readonly grantor: Grantor;
}

/** The scopes an operation names: `offline` needed from the token's user while away, `required` for any call. */
export interface OperationScopes {
  readonly offline: readonly Scope[];
  readonly required: readonly RequiredGrant[];
}

const NONE: OperationScopes = { offline: [], required: [] };
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

/**
 * The scopes an operation names: `offline`, which the token's user must have granted for a call
 * made while they are not present; `required`, each with the user who must have granted it, for
 * any call.
 */
export function scopesOf(operation: Operation): OperationScopes {
  const key = keyOf(operation);
  return own(NEEDS, key) ? (NEEDS as Record<string, OperationScopes>)[key]! : NONE;
}

/** What {@link scopesFor} adds to the operations' scopes. */
export interface ScopesForOptions {
  /** Add `openid` (sign-in with an ID token). Default true. */
  readonly openid?: boolean;
  /** Add `profile` (the user's profile claims), even if no operation needs it. Default false. */
  readonly profile?: boolean;
}

/**
 * The scopes to ask for at sign-in so that the app can call `operations`, also while the user is
 * away: each one's offline scope and required grants, plus `openid` (and `profile` if asked), in
 * the order of the spec's scope list. A required grant may be another user's to give (the
 * `Service-User` user, the `join_user_id` user, the online user: see {@link scopesOf}); every user
 * signs in through the same flow, so each is asked for it.
 */
export function scopesFor(operations: readonly Operation[], options: ScopesForOptions = {}): Scope[] {
  if (!Array.isArray(operations)) throw new TypeError("scopesFor() takes an array of operations");
  const wanted = new Set<string>();
  if (options.openid !== false) wanted.add("openid");
  if (options.profile) wanted.add("profile");
  for (const operation of operations) {
    const { offline, required } = scopesOf(operation);
    for (const scope of [...offline, ...required.map((grant) => grant.scope)]) wanted.add(scope);
  }
  return SCOPES.filter((scope) => wanted.has(scope));
}

/**
 * The scopes of `operation` that the token's user must have granted and `granted` (that user's
 * grants) lacks: the required grants whose grantor is the token's user, and the offline scopes when
 * the user is not present. A grant another user must give (the `Service-User` user, the
 * `join_user_id` user, the online user) is not theirs to give, so it is never reported here.
 */
export function missingScopes(
  operation: Operation,
  granted: Iterable<string>,
  { userPresent }: { readonly userPresent: boolean },
): Scope[] {
  if (typeof userPresent !== "boolean") throw new TypeError("userPresent must be true or false");
  return lacking(scopesOf(operation), new Set(granted), userPresent);
}

/** What {@link missingScopes} finds for an operation's scopes: those of the token's user `have` lacks. */
export function lacking({ offline, required }: OperationScopes, have: ReadonlySet<string>, userPresent: boolean) {
  const fromTokenUser = required.filter((grant) => grant.grantor === "token-user").map((grant) => grant.scope);
  return [...new Set([...fromTokenUser, ...(userPresent ? [] : offline)])].filter((scope) => !have.has(scope));
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
