import { createHmac, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "sid";

/** A fresh random token for the cookie, and the id under which the database keeps it. */
export function createSessionToken(secret: string): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: sessionIdFromToken(token, secret) };
}

/** The database stores only an HMAC of the token: a copy of the sessions table opens no account. */
export function sessionIdFromToken(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
