import { describe, expectTypeOf, test } from "vitest";
import type {
  FinishSignInOptions,
  OAuthClient,
  OAuthError,
  PendingSignIn,
  ProviderScope,
  SignInOptions,
  SignOutIncompleteError,
} from "../src/oauth.js";

declare const oauth: OAuthClient;
declare const pending: PendingSignIn;

describe("startSignIn", () => {
  test("scopes are the API's; providerScopes take the provider's others, offline_access offered first", () => {
    void oauth.startSignIn({ scopes: ["openid"], providerScopes: ["offline_access", "email"] });
    // @ts-expect-error offline_access is not one of the API's scopes: it goes in providerScopes
    void oauth.startSignIn({ scopes: ["openid", "offline_access"] });
    // @ts-expect-error parameters are strings
    void oauth.startSignIn({ scopes: ["openid"], parameters: { max_age: 0 } });
    expectTypeOf<"offline_access">().toExtend<ProviderScope>();
    expectTypeOf<SignInOptions["providerScopes"]>().toEqualTypeOf<readonly ProviderScope[] | undefined>();
  });
});

describe("finishSignIn", () => {
  test("keys the tokens by userId or by the ID token's sub, not both", () => {
    void oauth.finishSignIn("https://app.example.com/cb", pending, { userId: "user-1" });
    void oauth.finishSignIn("https://app.example.com/cb", pending, { userIdFrom: "sub" });
    void oauth.finishSignIn("https://app.example.com/cb", pending);
    // @ts-expect-error one key or the other
    void oauth.finishSignIn("https://app.example.com/cb", pending, { userId: "user-1", userIdFrom: "sub" });
    // @ts-expect-error only sub keys a user
    void oauth.finishSignIn("https://app.example.com/cb", pending, { userIdFrom: "email" });
    expectTypeOf<{ userIdFrom: "sub" }>().toExtend<FinishSignInOptions>();
  });
});

test("an incomplete sign-out is an OAuthError that names the user", () => {
  expectTypeOf<SignOutIncompleteError>().toExtend<OAuthError>();
  expectTypeOf<SignOutIncompleteError["userId"]>().toEqualTypeOf<string>();
});
