/**
 * The client's side of the `hooks` option: what a call reports its attempts and its end to, and the
 * mark of the one kind the client takes (settings.ts checks it). `observe()` (hooks.ts) makes it; it
 * is kept apart so that an app without hooks does not carry the code that builds events.
 */

/** Marks what observe() made: the only hooks a client takes (they never throw into a call). */
export const OBSERVER = Symbol.for("escrow-api-sdk observer");

/** A call as hooks name it. */
export interface Named {
  readonly method: string;
  readonly path: string;
}

/** What the client reports to; made by `observe()`. */
export interface Observer {
  /** @internal Made by observe(). */
  readonly [OBSERVER]: true;
  /**
   * @internal The query of a call read once (so that what the events' check sees is what is sent),
   * and the values the call was given: its query, and the path, header and acting-user values in
   * `others`.
   */
  given(query: unknown, others: readonly unknown[]): { readonly query: unknown; readonly values: string[] };
  /**
   * @internal One attempt ended with `status`, or failed without an answer, as `code` says; a
   * `redirect` left unfollowed is `unexpected_redirect` (`http_<status>` for a failed status is the
   * hook's to say).
   */
  attempt(
    call: Named,
    attempt: number,
    began: number,
    status: number | undefined,
    code: string | undefined,
    redirect: boolean | undefined,
  ): void;
  /** @internal The call settled with `outcome`, a result or a failure; its `path` as given. */
  settled(
    call: Named & { readonly given: readonly string[] | undefined },
    began: number,
    attempts: number,
    outcome: { readonly error?: unknown; readonly code?: string; readonly response?: Response } | undefined,
    secrets: () => readonly string[],
  ): void;
}
