// The package entry point: re-exports only.
export { createClient } from "./client/create-client.js";
export { toFetchClient } from "./client/to-fetch-client.js";
export type {
  ActingClient,
  CallOptions,
  ClientOptions,
  Credential,
  EscrowClient,
  Environment,
  FetchClientMembers,
} from "./client/types.js";
export type { Middleware } from "openapi-fetch";
export { observe } from "./client/hooks.js";
export type { AttemptEvent, CallEvent, CallHooks, Observer } from "./client/hooks.js";
export { callUnlisted } from "./client/unlisted.js";
export type { UnlistedInit, UnlistedResult } from "./client/unlisted.js";
export type { AccessTokenProvider, AuthOptions, TokenRequest } from "./client/credentials.js";
export { CallError } from "./errors/call-error.js";
export { ApiError, isApiError } from "./errors/api-error.js";
export { NetworkError, isNetworkError } from "./errors/network-error.js";
export { TimeoutError, isTimeoutError } from "./errors/timeout-error.js";
export { unwrap } from "./errors/unwrap.js";
export type { CallResult, SuccessData } from "./errors/unwrap.js";
export type { CallErrorBody, ErrorCode, SyntheticErrorCode } from "./errors/error-body.js";
export { BATCH_LIMIT, getTransactionsByIds } from "./client/batch.js";
export type { BatchClient, BatchOptions } from "./client/batch.js";
export type { RetryOptions } from "./client/retry.js";
export type * from "../generated/aliases.js";
