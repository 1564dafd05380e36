import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The session secret: SESSION_SECRET when set (required when several app processes share a
 * database), otherwise one generated on first start and kept under DATA_DIR, so sessions
 * survive restarts.
 */
export async function loadOrCreateSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
