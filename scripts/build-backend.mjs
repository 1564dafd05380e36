// Compiles the back end to JavaScript once (esbuild), so that production runs plain Node with no
// TypeScript transpiler beside it. `npm start` calls ensureBackendBuild(); tests keep using tsx.
//
// Output, in backend/build/: main.js (web), worker.js (execution worker), and the two processes
// and threads the server starts from files (the sandbox launcher, the code analyser), each one
// bundle with the packages of node_modules left as imports. Every source file keeps its own
// `import.meta.url`, so the folders it finds beside it (migrations, content, the sandbox helper's
// C source...) are read from the source tree exactly as under tsx. That URL is worked out at run
// time from where the bundle is, never written into it: a checkout copied or moved elsewhere
// (build included) runs from its new folder and reads nothing of the old one.
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newestMtime, ROOT } from "./lib.mjs";

export const BACKEND_BUILD = path.join(ROOT, "backend", "build");
const SRC = path.join(ROOT, "backend", "src");

const ENTRIES = {
  main: "main.ts",
  worker: "worker.ts",
  "launcher-process": "features/execution/sandbox/launcher-process.ts",
  "analysis-worker": "features/ai/analysis/analysis-worker.ts",
};

/** True when backend/build is older than a back-end or contracts source, or missing. */
export function backendBuildIsStale() {
  const built = path.join(BACKEND_BUILD, "main.js");
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(SRC),
    newestMtime(path.join(ROOT, "contracts", "src")),
    newestMtime(path.join(ROOT, "backend", "package.json")),
    statSync(new URL(import.meta.url)).mtimeMs,
  );
  return statSync(built).mtimeMs <= sources;
}

/**
 * The plugin that gives each bundled source file its own file URL as `import.meta.url`: the
 * source's path relative to the output folder, resolved against the bundle's own URL when it runs.
 */
function ownImportMetaUrl(outdir) {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join("/");
        return {
          contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: "ts",
        };
      });
    },
  };
}

/**
 * Compiles the server into `outdir` (backend/build; a test builds a sibling of it). The output
 * holds no absolute path: the bundles must sit at the same depth as backend/build of a checkout.
 */
export async function buildBackend({ outdir = BACKEND_BUILD } = {}) {
  const { build } = await import("esbuild");
  const backendPackage = JSON.parse(await readFile(path.join(ROOT, "backend", "package.json"), "utf8"));
  // Packages stay imports resolved from node_modules; only our own TypeScript (contracts too) is bundled.
  const external = Object.keys(backendPackage.dependencies ?? {}).filter((name) => name !== "@cp/contracts");
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(SRC, file)])),
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    external,
    plugins: [ownImportMetaUrl(outdir)],
    // Some packages are CommonJS: give the bundle a require() for their dynamic requires. And
    // the bundle's own URL, from which build-info.ts finds the compiled launcher and analyser.
    banner: {
      js: "import { createRequire as __cpRequire } from 'node:module'; const require = __cpRequire(import.meta.url); const __CP_BUILD_URL__ = import.meta.url;",
    },
    logLevel: "warning",
  });
}

/** Builds the back end when its build is missing or stale. */
export async function ensureBackendBuild() {
  if (!backendBuildIsStale()) return;
  console.log("→ Building the server (esbuild)…");
  await buildBackend();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildBackend();
