/** Base of the errors a call throws; `method` and `path` (the spec's template) name the call. */
export abstract class CallError extends Error {
  /** HTTP method. */
  declare readonly method: string;
  /** Path template of the operation, e.g. `/api/v1/transactions/{transaction_id}`. */
  declare readonly path: string;
  constructor(method: string, path: string, message: string, options?: ErrorOptions) {
    super(`${method} ${path} ${message}`, options);
    this.method = method;
    this.path = path;
  }
}

/** Whether `e` is an error object named `name` that has `key`: recognises copies of this package too. */
export const named = (e: unknown, name: string, key: string): e is Record<string, unknown> =>
  typeof e === "object" && e !== null && (e as Error).name === name && key in e;
