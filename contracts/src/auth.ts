import { z } from "zod";
import { ZRole } from "./common";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";

export const ZSignupRequest = z.object({
  username: z
    .string({ error: "username is required" })
    .trim()
    .min(3, "username must be at least 3 characters")
    .max(32, "username must be at most 32 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "username may contain only letters, digits, '_', '.' and '-'"),
  password: z
    .string({ error: "password is required" })
    .min(6, "password must be at least 6 characters")
    .max(200, "password must be at most 200 characters"),
  email: z.union([z.literal(""), z.email("email must be a valid email address")]).optional(),
  fullName: z.string().trim().max(100, "fullName must be at most 100 characters").optional(),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  username: z.string({ error: "username is required" }).trim().min(1, "username is required"),
  password: z.string({ error: "password is required" }).min(1, "password is required"),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  role: ZRole,
  email: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const AUTH_ENDPOINTS = {
  signup: defineEndpoint({ ...ROUTES.auth.signup, body: ZSignupRequest, response: ZUser }),
  login: defineEndpoint({ ...ROUTES.auth.login, body: ZLoginRequest, response: ZUser }),
  logout: defineEndpoint({ ...ROUTES.auth.logout, response: z.void() }),
  me: defineEndpoint({ ...ROUTES.auth.me, response: ZUser }),
} as const;
