import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  ZChallengeApproach,
  ZChallengePattern,
  ZChallengeTopic,
  ZCompareMode,
  ZDifficulty,
  ZSignature,
  ZTestCase,
} from "@cp/contracts";
import { z } from "zod";
import { ZConstraints } from "./constraints";
import { loadGenerated, summariseGenerated, type TGeneratedTest } from "./generate/generated";
import { calibrateTimeLimits, type TTimeLimits } from "./time-limits";

/** challenge.json: what a catalog folder (and a challenge archive) declares about its challenge. */
export const ZCatalogMeta = z.object({
  title: z.string().min(1),
  difficulty: ZDifficulty,
  topic: ZChallengeTopic,
  /** The techniques it practises, the first the main one. */
  patterns: z.array(ZChallengePattern).min(1).default([]),
  signature: ZSignature,
  /** The inputs' constraints (LeetCode's, for a challenge mirroring a LeetCode problem); see ./constraints. */
  constraints: ZConstraints,
  compare: ZCompareMode.default("exact"),
  hints: z.array(z.string().min(1)).min(2),
  /** How it is meant to be solved: what the coach's advice and hints are about. */
  approach: ZChallengeApproach,
  samples: z.array(ZTestCase).min(3),
  hidden: z.array(ZTestCase).min(8),
  credit: z.string().optional(),
});

export type CatalogChallenge = z.infer<typeof ZCatalogMeta> & {
  slug: string;
  description: string;
  /** Reference solutions by language key (python, cpp, java, javascript, csharp, c). */
  solutions: Record<string, string>;
  /** The usual slower first try, by language key: it must pass the hand-written tests and exceed the time limit on the generated ones. */
  naive: Record<string, string>;
  /** generator.mjs's source (the tests it makes are `generated`). */
  generator: string | null;
  /** checker.py: decides which answers are valid where several are (see execution/judge/checker.ts); null: `compare` decides. */
  checker: string | null;
  /** The explained solution (editorial.md), shown once the learner solved the challenge or gave up. */
  editorial: string | null;
  /** How many hidden tests generator.mjs gives (read from generated.json, without running it). */
  generatedCount: number;
  /** CPU time limits per language, calibrated from the references (see ./time-limits); null until measured. */
  timeLimits: TTimeLimits | null;
  /** Those tests with their labels, when loaded with `generated: "load"` ([] otherwise): `hidden` holds the hand-written ones only. */
  generated: TGeneratedTest[];
};

export const CATALOG_DIR = fileURLToPath(new URL("../../../../content/challenges", import.meta.url));

const SOLUTION_FILES: Record<string, string> = {
  "solution.py": "python",
  "solution.cpp": "cpp",
  "Solution.java": "java",
  "solution.js": "javascript",
  "Solution.cs": "csharp",
  "solution.c": "c",
};
const NAIVE_FILES: Record<string, string> = { "naive.py": "python", "naive.cpp": "cpp" };

/** Reads every challenge folder of the catalog, validating each; a broken folder fails loudly with its name. */
export async function loadCatalog(
  dir = CATALOG_DIR,
  /**
   * `count` (the default, what the server needs): how many generated tests each challenge has, read
   * from generated.json; `load`: the tests themselves (proofs and catalog tests); `skip`: neither
   * (content:build, which is about to rebuild them).
   */
  options: { generated?: "count" | "load" | "skip"; only?: readonly string[] } = {},
): Promise<CatalogChallenge[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const slugs = entries
    // `_lib/` holds what generators share (tree shapes), not a challenge.
    .filter((e) => e.isDirectory() && !e.name.startsWith("_"))
    .map((e) => e.name)
    .filter((slug) => !options.only || options.only.includes(slug))
    .sort();
  return Promise.all(
    slugs.map(async (slug) => {
      const folder = path.join(dir, slug);
      const files = await readdir(folder);
      // A folder being written (no challenge.json or description.md yet) is named, not a stack trace.
      const missing = ["challenge.json", "description.md"].filter((f) => !files.includes(f));
      if (missing.length > 0) throw new Error(`Catalog challenge '${slug}' is incomplete: no ${missing.join(" or ")}`);
      const raw = JSON.parse(await readFile(path.join(folder, "challenge.json"), "utf8"));
      const parsed = ZCatalogMeta.safeParse(raw);
      if (!parsed.success) {
        throw new Error(
          `Catalog challenge '${slug}' is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
        );
      }
      const solutions: Record<string, string> = {};
      const naive: Record<string, string> = {};
      for (const file of files) {
        const language = SOLUTION_FILES[file];
        if (language) solutions[language] = await readFile(path.join(folder, file), "utf8");
        const slow = NAIVE_FILES[file];
        if (slow) naive[slow] = await readFile(path.join(folder, file), "utf8");
      }
      const description = await readFile(path.join(folder, "description.md"), "utf8");
      const editorial = files.includes("editorial.md")
        ? await readFile(path.join(folder, "editorial.md"), "utf8")
        : null;
      const generator = files.includes("generator.mjs")
        ? await readFile(path.join(folder, "generator.mjs"), "utf8")
        : null;
      const checker = files.includes("checker.py") ? await readFile(path.join(folder, "checker.py"), "utf8") : null;
      const mode = options.generated ?? "count";
      // One read of the built outputs: the tests themselves (proofs) or only their count (the server).
      const loaded = mode === "load" ? await loadGenerated(folder, slug) : null;
      const summary = mode === "count" ? await summariseGenerated(folder, slug) : null;
      const generated = loaded?.tests ?? [];
      const generatedCount = loaded ? generated.length : (summary?.count ?? 0);
      return {
        ...parsed.data,
        slug,
        description,
        solutions,
        naive,
        checker,
        generator,
        editorial,
        generated,
        generatedCount,
        timeLimits: calibrateTimeLimits((loaded ?? summary)?.referenceCpuMs),
      };
    }),
  );
}
