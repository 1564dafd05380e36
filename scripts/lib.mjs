// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** npm install when node_modules is missing or older than the lockfile / a package.json. */
export function ensureDependencies() {
  const marker = path.join(ROOT, "node_modules", ".package-lock.json");
  const inputs = [
    "package.json",
    "package-lock.json",
    "contracts/package.json",
    "backend/package.json",
    "frontend/package.json",
  ];
  const stale = !existsSync(marker) || inputs.some((f) => newestMtime(path.join(ROOT, f)) > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log("→ Installing dependencies (npm install)…");
  mustRun("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
}

/** Builds the web app when frontend/dist is missing or older than its sources or the contracts. */
export function ensureFrontendBuild() {
  const dist = path.join(ROOT, "frontend", "dist", "index.html");
  const built = existsSync(dist) ? statSync(dist).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(ROOT, "frontend", "src")),
    newestMtime(path.join(ROOT, "frontend", "index.html")),
    newestMtime(path.join(ROOT, "frontend", "public")),
    newestMtime(path.join(ROOT, "frontend", "vite.config.ts")),
    newestMtime(path.join(ROOT, "contracts", "src")),
  );
  if (built > sources) return;
  console.log("→ Building the web app (vite build)…");
  mustRun("npm", ["run", "build", "-w", "frontend", "--silent"]);
}
