import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) at OWASP's baseline: 19 MiB, 2 passes, one lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a login for an unknown username as slow as one with a wrong password. */
export const DUMMY_HASH = await hashPassword("not-a-real-password");
