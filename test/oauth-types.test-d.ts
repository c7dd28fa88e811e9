import { expectTypeOf, test } from "vitest";
import type { OAuthError, SignOutIncompleteError } from "../src/oauth.js";

test("an incomplete sign-out is an OAuthError that names the user", () => {
  expectTypeOf<SignOutIncompleteError>().toExtend<OAuthError>();
  expectTypeOf<SignOutIncompleteError["userId"]>().toEqualTypeOf<string>();
});
