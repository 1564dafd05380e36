// npm run content:check -- [--sample N] [slug ...]
// Proves the catalog: generators deterministic, every test inside the stated constraints, every
// reference accepted within its language's calibrated time limit, every naive solution accepted on the
// hand-written tests and out of time on the generated ones; then the counts per pattern and
// difficulty. --sample N proves N challenges, a different slice each day (what CI runs).
import path from "node:path";
import { CHALLENGE_PATTERNS, DIFFICULTIES } from "@cp/contracts";
import { CATALOG_DIR, loadCatalog } from "../../backend/src/features/challenges/catalog";
import { eachLimited, proveChallenge, rotatingSample } from "../../backend/src/features/challenges/generate/proof";
import { startContentJudge } from "./engine";

const args = process.argv.slice(2);
const sampleAt = args.indexOf("--sample");
const sample = sampleAt >= 0 ? Number(args[sampleAt + 1]) : null;
const slugs = args.filter((a, i) => !a.startsWith("-") && (sampleAt < 0 || i !== sampleAt + 1));

const started = performance.now();
// Named challenges are loaded alone, so a folder being written elsewhere does not stop their proof.
const catalog = await loadCatalog(CATALOG_DIR, { generated: "load", ...(slugs.length > 0 ? { only: slugs } : {}) });
let chosen = catalog;
if (sample !== null) chosen = rotatingSample(chosen, sample, new Date());

const { judge, close } = await startContentJudge();
const problems: string[] = [];
let naiveCount = 0;
const failed = new Set<string>();
try {
  await eachLimited(chosen, 2, async (challenge) => {
    const proof = await proveChallenge(path.join(CATALOG_DIR, challenge.slug), challenge, judge);
    problems.push(...proof.problems);
    if (proof.problems.length > 0) failed.add(challenge.slug);
    naiveCount += Object.keys(proof.naive).length;
    const refs = Object.entries(proof.referenceCpuMs)
      .map(
        ([l, ms]) =>
          `${l} ${ms} ms CPU of ${challenge.timeLimits?.[l as keyof typeof challenge.timeLimits] ?? "the default"}`,
      )
      .join(", ");
    const naive = Object.entries(proof.naive)
      .map(([l, v]) => `${l} ${v}`)
      .join(", ");
    console.log(
      `${proof.problems.length === 0 ? "✓" : "✗"} ${challenge.slug}: ${challenge.generated.length} generated; references ${refs}${naive ? `; naive ${naive}` : ""}`,
    );
  });
} finally {
  await close();
}

console.log(
  `\n${chosen.length - failed.size} of ${chosen.length} challenges proven (${failed.size} with problems; ${catalog.length} loaded), ${naiveCount} naive runs, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
const row = (label: string, count: number) => `  ${label.padEnd(22)} ${count}`;
console.log("By difficulty:");
for (const d of DIFFICULTIES) console.log(row(d, catalog.filter((c) => c.difficulty === d).length));
console.log("By pattern:");
for (const p of CHALLENGE_PATTERNS) console.log(row(p, catalog.filter((c) => c.patterns.includes(p)).length));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
