import { describe, expectTypeOf, test } from "vitest";
import type {
  FinishSignInOptions,
  OAuthClient,
  OAuthError,
  PendingSignIn,
  SignOutIncompleteError,
} from "../src/oauth.js";

declare const oauth: OAuthClient;
declare const pending: PendingSignIn;

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
