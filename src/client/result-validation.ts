// The client's side of `validateResults`: the type of a result validator and the check of the
// option. The validators themselves live in the `escrow-api-sdk/schemas` entry point, so a client
// that does not validate results loads none of them.

/** What a result validator returns for a success body that does not match its stated shape. */
export interface InvalidResult {
  /** The call's `error`: `invalid_response`, the findings in words, and the findings themselves. */
  readonly body: {
    readonly code: "invalid_response";
    readonly error: string;
    readonly issues: readonly { readonly pointer: string; readonly expected: string; readonly got: string }[];
  };
  /** The `cause` of the `ApiError` that `unwrap()` throws (a `SchemaError`). */
  readonly cause: Error;
}

/**
 * Checks the success body of one call: `undefined` when it matches what the spec states for the
 * operation (or the spec states nothing), else the error to return. `resultValidator` from
 * `escrow-api-sdk/schemas` is one.
 */
export type ResultValidator = (
  method: string,
  path: string,
  status: number,
  data: unknown,
) => InvalidResult | undefined;

/** The validator to use, or undefined when results are not validated (the default). */
export function resultValidation(option: unknown): ResultValidator | undefined {
  if (option === undefined || option === false) return undefined;
  if (typeof option !== "function") {
    throw new TypeError(
      'validateResults must be false or a result validator: import { resultValidator } from "escrow-api-sdk/schemas"',
    );
  }
  return option as ResultValidator;
}
