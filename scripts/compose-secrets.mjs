// Creates the Docker deployment's secrets once, in the folder given (a volume shared by the
// services): the PostgreSQL password and the session secret. Nothing is shipped as a default;
// each deployment gets its own random values on first start, as the embedded mode does.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "/run/cp-secrets";
mkdirSync(dir, { recursive: true });
for (const name of ["postgres-password", "session-secret"]) {
  const file = path.join(dir, name);
  if (existsSync(file)) continue;
  // readable by the postgres container's user; the volume is mounted only by this deployment
  writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o644 });
  console.log(`created ${file}`);
}
