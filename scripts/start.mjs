// `npm start`: installs what is missing, builds the web app and the server if stale, then serves
// the platform (or, with --worker, runs an execution worker) from the compiled JavaScript.
// Runs on a fresh machine with only Node.js 20+.
import { spawn } from "node:child_process";
import path from "node:path";
import { BACKEND_BUILD, ensureBackendBuild } from "./build-backend.mjs";
import { ensureDependencies, ensureFrontendBuild, ROOT } from "./lib.mjs";
import { checkSystem } from "./setup-system.mjs";

const worker = process.argv.includes("--worker");
ensureDependencies();
if (!worker) ensureFrontendBuild();
await ensureBackendBuild();
const missing = checkSystem({ install: process.getuid?.() === 0, quiet: true });
if (missing.length > 0) {
  console.warn(
    `! Missing system packages (${missing.join(", ")}): code execution will be unavailable.\n  Install them with: sudo apt-get install -y ${missing.join(" ")}`,
  );
}
const entry = path.join(BACKEND_BUILD, worker ? "worker.js" : "main.js");
const child = spawn(process.execPath, ["--enable-source-maps", entry], {
  cwd: ROOT,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
