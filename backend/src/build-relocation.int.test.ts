import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The compiled server must run from wherever its checkout is copied: nothing in it may name the
// folder it was built in, and every file it finds at run time must be found from its own place.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// A sibling of backend/build: the same depth, so the same relative paths, without touching it.
const OUT = path.join(ROOT, "backend", `.build-check-${process.pid}`);
const outputs = new Map<string, string>();

beforeAll(async () => {
  const script = pathToFileURL(path.join(ROOT, "scripts", "build-backend.mjs")).href;
  const { buildBackend } = (await import(script)) as { buildBackend: (o: { outdir: string }) => Promise<void> };
  await buildBackend({ outdir: OUT });
  for (const name of await readdir(OUT)) outputs.set(name, await readFile(path.join(OUT, name), "utf8"));
}, 120_000);
afterAll(async () => {
  await rm(OUT, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("holds no absolute path of the folder it was built in, in its bundles or their source maps", () => {
    expect([...outputs.keys()].sort()).toEqual(
      ["analysis-worker", "launcher-process", "main", "worker"].flatMap((n) => [`${n}.js`, `${n}.js.map`]).sort(),
    );
    const root = ROOT.replace(/\/$/, "");
    for (const [name, text] of outputs) {
      expect(text.includes(root), `${name} names ${root}`).toBe(false);
      expect(text.includes(pathToFileURL(root).href), name).toBe(false);
    }
  });

  it("finds each source file's neighbours (content, migrations, helpers, workers) from its own place", () => {
    const main = outputs.get("main.js") ?? "";
    const relative = [...main.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1] as string);
    // The launcher, the helper's C sources, the tracer, the TypeScript worker, content and migrations.
    for (const source of [
      "features/execution/sandbox/launcher.ts",
      "features/execution/sandbox/helper.ts",
      "features/compiler/flow/python.ts",
      "features/tutorials/typescript-compiler.ts",
      "features/challenges/catalog.ts",
      "db/client.ts",
      "platform/index.ts",
    ]) {
      expect(relative).toContain(`../src/${source}`);
    }
    for (const url of relative) {
      expect(existsSync(fileURLToPath(new URL(url, pathToFileURL(path.join(OUT, "main.js"))))), url).toBe(true);
    }
    // The compiled launcher and analyser are found beside the running bundle, not at a fixed path.
    expect(main).toContain("const __CP_BUILD_URL__ = import.meta.url;");
  });
});
