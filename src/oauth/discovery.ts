// The provider's discovery document (OpenID Connect Discovery 1.0): what the API's description
// does not state, such as the revocation endpoint. Fetched on first need, kept once it was read.
import * as oauth from "oauth4webapi";
import { checkUrl } from "../shared/url.js";
import { OAuthError } from "./errors.js";
import { type Failures, quote } from "./failure.js";
import { issuerMismatch } from "./hints.js";
import type { Timed } from "./request.js";

/** What this module uses of a discovery document, each address checked like the configured ones. */
export interface Discovered {
  readonly revocationEndpoint: string | undefined;
}

/** Reads the provider's discovery document, once. */
export interface Discovery {
  /** The discovery document's address. */
  readonly url: string;
  /**
   * What the document says; fetched on the first call, and kept once it was read. A failure is not
   * kept: the next call asks again. Calls while a request is under way share it.
   */
  read(step: string): Promise<Discovered>;
}

/** Whatever made an answer unusable as a discovery document. */
class Unusable extends Error {
  constructor(readonly reason: unknown) {
    super("unusable discovery document");
  }
}

/** The discovery of the provider whose issuer identifier is `issuer` (compared exactly). */
export function createDiscovery(
  issuer: string,
  timed: Timed,
  failures: Failures,
  secrets: readonly string[],
): Discovery {
  const url = new URL(".well-known/openid-configuration", issuer.endsWith("/") ? issuer : `${issuer}/`).href;
  let kept: Discovered | undefined;
  let asking: Promise<Discovered> | undefined;
  const check = `check issuer (${quote(issuer, secrets)}): its discovery document is at ${url}`;

  async function fetchDocument(step: string): Promise<Discovered> {
    let document: oauth.AuthorizationServer;
    try {
      document = await timed("GET", url, async (options) => {
        const response = await oauth.discoveryRequest(new URL(issuer), options);
        try {
          return await oauth.processDiscoveryResponse(new URL(issuer), response);
        } catch (error) {
          throw new Unusable(error);
        }
      });
    } catch (error) {
      throw refusal(step, error);
    }
    // OpenID Connect Discovery 4.3: the issuer stated must be identical to the one it was fetched
    // for (oauth4webapi compares them as URLs, which forgives what a string comparison of `iss` does not).
    if (document.issuer !== issuer) throw mismatch(step, document.issuer);
    const revocation = document.revocation_endpoint;
    if (revocation === undefined) return { revocationEndpoint: undefined };
    try {
      return { revocationEndpoint: checkUrl("its revocation_endpoint", revocation, { query: true }).href };
    } catch (error) {
      throw new OAuthError(
        `${step}: the discovery document at ${url} is not usable: ${(error as Error).message}`,
        "discovery_failed",
      );
    }
  }

  const mismatch = (step: string, stated: unknown) =>
    issuerMismatch(`${step}: the discovery document at ${url}`, stated, issuer, secrets);

  /** A failed discovery: the provider not reached, or its answer not a discovery document for `issuer`. */
  function refusal(step: string, error: unknown): Error {
    // The time limit, or no answer: the endpoint is named in the error.
    if (!(error instanceof Unusable)) return failures(step, error, [], ["GET", url]);
    const { reason } = error;
    const cause = reason instanceof oauth.OperationProcessingError ? (reason.cause as Record<string, unknown>) : {};
    if (reason instanceof oauth.OperationProcessingError && reason.code === oauth.JSON_ATTRIBUTE_COMPARISON)
      return mismatch(step, (cause?.body as { issuer?: unknown } | undefined)?.issuer);
    const status =
      reason instanceof oauth.OperationProcessingError && reason.code === oauth.RESPONSE_IS_NOT_CONFORM
        ? (cause as { status?: unknown }).status
        : undefined;
    const what =
      typeof status === "number"
        ? `HTTP ${status}`
        : String((reason as { message?: unknown } | null)?.message ?? reason).replaceAll('"response" ', "");
    return new OAuthError(
      `${step}: no usable discovery document (${what.slice(0, 200)}): ${check}`,
      "discovery_failed",
      typeof status === "number" ? { status } : {},
    );
  }

  return {
    url,
    read(step) {
      if (kept) return Promise.resolve(kept);
      asking ??= fetchDocument(step).then(
        (found) => {
          asking = undefined;
          return (kept = found);
        },
        (error: unknown) => {
          asking = undefined;
          throw error;
        },
      );
      return asking;
    },
  };
}
