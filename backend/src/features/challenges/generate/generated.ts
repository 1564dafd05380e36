import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import type { TTestCase } from "@cp/contracts";
import { z } from "zod";
import { createRng, seedOf } from "./random";

/**
 * A challenge's generated hidden tests. `generator.mjs` in the challenge's folder exports
 * `default function generate(rng)` returning `[{ label, input }]` (see ./random for `rng`); its
 * inputs are the same on every run of the same seed. The expected outputs are the reference
 * solutions' answers, computed once by `npm run content:build` and kept in `generated.json`
 * (gzipped as `generated.json.gz` when large) together with a hash of the inputs they answer, so
 * inputs are never stored by hand and a generator changed without a rebuild fails loudly.
 */
export const GENERATOR_FILE = "generator.mjs";
const PLAIN_FILE = "generated.json";
const GZIP_FILE = "generated.json.gz";
/** Above this many bytes of JSON the expected outputs are kept gzipped. */
const GZIP_FROM_BYTES = 64 * 1024;

const ZGeneratedInput = z.object({
  label: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
});
export type TGeneratedInput = z.infer<typeof ZGeneratedInput>;

const ZGeneratedFile = z.object({
  /** sha256 of the JSON of the generator's inputs, in order. */
  inputsSha256: z.string().length(64),
  expected: z.array(z.unknown()),
  /** Milliseconds each reference's function calls took over the generated tests when they were built, by language. */
  referenceMs: z.record(z.string(), z.number()).optional(),
  /**
   * CPU milliseconds each reference's whole program took over the generated tests (start, input,
   * calls, output), by language: what the challenge's time limits are calibrated from.
   */
  referenceCpuMs: z.record(z.string(), z.number()).optional(),
});
export type TGeneratedFile = z.infer<typeof ZGeneratedFile>;

export type TGeneratedTest = TTestCase & { label: string };

export function hashInputs(inputs: TGeneratedInput[]): string {
  return createHash("sha256")
    .update(JSON.stringify(inputs.map((t) => t.input)))
    .digest("hex");
}

/** Runs a folder's generator with the challenge's seed; null when the challenge has none. */
export async function runGenerator(folder: string, slug: string): Promise<TGeneratedInput[] | null> {
  const file = path.join(folder, GENERATOR_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof module.default !== "function") throw new Error(`${slug}/${GENERATOR_FILE} must export a default function`);
  const produced = (module.default as (rng: ReturnType<typeof createRng>) => unknown)(createRng(seedOf(slug)));
  const parsed = z.array(ZGeneratedInput).min(1).safeParse(produced);
  if (!parsed.success) {
    throw new Error(`${slug}/${GENERATOR_FILE} must return [{ label, input }]: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

export async function readGeneratedFile(folder: string): Promise<TGeneratedFile | null> {
  let text: string | null = null;
  if (existsSync(path.join(folder, GZIP_FILE))) {
    text = gunzipSync(await readFile(path.join(folder, GZIP_FILE))).toString("utf8");
  } else if (existsSync(path.join(folder, PLAIN_FILE))) {
    text = await readFile(path.join(folder, PLAIN_FILE), "utf8");
  }
  return text === null ? null : ZGeneratedFile.parse(JSON.parse(text));
}

export async function writeGeneratedFile(folder: string, file: TGeneratedFile): Promise<void> {
  const text = `${JSON.stringify(file)}\n`;
  await rm(path.join(folder, PLAIN_FILE), { force: true });
  await rm(path.join(folder, GZIP_FILE), { force: true });
  if (Buffer.byteLength(text) > GZIP_FROM_BYTES) {
    // mtime 0 in the header: the same outputs give the same bytes.
    await writeFile(path.join(folder, GZIP_FILE), gzipSync(text, { level: 9 }));
  } else {
    await writeFile(path.join(folder, PLAIN_FILE), text);
  }
}

/**
 * The generated tests of a catalog folder, each with its expected output, and the references'
 * measured CPU times, from one read of the built outputs; no tests without a generator. Throws,
 * naming the command to run, when the outputs were built for other inputs.
 */
export async function loadGenerated(
  folder: string,
  slug: string,
): Promise<{ tests: TGeneratedTest[]; referenceCpuMs?: Record<string, number> }> {
  const inputs = await runGenerator(folder, slug);
  if (!inputs) return { tests: [] };
  const file = await readGeneratedFile(folder);
  const rebuild = `run: npm run content:build -- ${slug}`;
  if (!file) throw new Error(`${slug} has a generator but no ${PLAIN_FILE}: ${rebuild}`);
  if (file.inputsSha256 !== hashInputs(inputs) || file.expected.length !== inputs.length) {
    throw new Error(`${slug}: ${GENERATOR_FILE} changed since its expected outputs were built: ${rebuild}`);
  }
  const tests = inputs.map((t, i) => ({ label: t.label, input: t.input, expected: file.expected[i] }));
  return { tests, ...(file.referenceCpuMs ? { referenceCpuMs: file.referenceCpuMs } : {}) };
}

/** The generated tests of a catalog folder alone (see loadGenerated). */
export async function loadGeneratedTests(folder: string, slug: string): Promise<TGeneratedTest[]> {
  return (await loadGenerated(folder, slug)).tests;
}

/**
 * How many generated tests a folder's generator gives, from its expected outputs (the generator is
 * not run), and the references' measured CPU times; no tests without a generator. Throws, naming
 * the command, when they were never built.
 */
export async function summariseGenerated(
  folder: string,
  slug: string,
): Promise<{ count: number; referenceCpuMs?: Record<string, number> }> {
  if (!existsSync(path.join(folder, GENERATOR_FILE))) return { count: 0 };
  const file = await readGeneratedFile(folder);
  if (!file) throw new Error(`${slug} has a generator but no ${PLAIN_FILE}: run: npm run content:build -- ${slug}`);
  return { count: file.expected.length, ...(file.referenceCpuMs ? { referenceCpuMs: file.referenceCpuMs } : {}) };
}

/**
 * The generated tests of the catalog's challenges, made when a challenge is first judged (running
 * its generator, checked against the built outputs) and kept for the most recently judged ones:
 * megabytes per challenge, so neither the database nor every process's memory holds them all.
 */
export function createGeneratedTestStore(catalogDir: string, keep = 12) {
  const cache = new Map<string, Promise<TTestCase[]>>();
  return {
    get(slug: string): Promise<TTestCase[]> {
      const cached = cache.get(slug);
      if (cached) {
        // Most recently used last.
        cache.delete(slug);
        cache.set(slug, cached);
        return cached;
      }
      const loading = loadGeneratedTests(path.join(catalogDir, slug), slug).then((tests) =>
        tests.map(({ input, expected }) => ({ input, expected })),
      );
      cache.set(slug, loading);
      loading.catch(() => cache.delete(slug));
      while (cache.size > keep) cache.delete(cache.keys().next().value as string);
      return loading;
    },
  };
}
export type GeneratedTestStore = ReturnType<typeof createGeneratedTestStore>;
