import { ZSignupRequest } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("keeps the first contract message per field", () => {
    const result = ZSignupRequest.safeParse({ username: "a!", password: "123", email: "nope" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      username: "username must be at least 3 characters",
      password: "password must be at least 6 characters",
      email: "email must be a valid email address",
    });
  });
});
