// The package entry point: re-exports only.
export { createClient } from "./client.js";
export { toFetchClient } from "./compat.js";
export type { ActingClient } from "./client-types.js";
export type { CallOptions, ClientOptions, EscrowClient, Environment } from "./client.js";
export { observe } from "./hooks.js";
export type { AttemptEvent, CallEvent, CallHooks, Observer } from "./hooks.js";
export { callUnlisted } from "./unlisted.js";
export type { UnlistedInit, UnlistedResult } from "./unlisted.js";
export type { AccessTokenProvider, AuthOptions, TokenRequest } from "./auth.js";
export {
  ApiError,
  CallError,
  NetworkError,
  TimeoutError,
  isApiError,
  isNetworkError,
  isTimeoutError,
  unwrap,
} from "./errors.js";
export type { CallErrorBody, CallResult, ErrorCode, SuccessData, SyntheticErrorCode } from "./errors.js";
export { BATCH_LIMIT, getTransactionsByIds } from "./batch.js";
export type { BatchOptions } from "./batch.js";
export type { RetryOptions } from "./retry.js";
export type * from "../generated/aliases.js";
