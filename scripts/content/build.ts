// npm run content:build -- [slug ...]
// Runs each challenge's generator and its reference solutions in the real sandbox, cross-checks
// the references against each other and writes the expected outputs (generated.json[.gz]).
// Without slugs: every challenge whose outputs are missing, were built for other inputs, or carry no
// measured CPU times (what its time limits are calibrated from).
import path from "node:path";
import { CATALOG_DIR, loadCatalog } from "../../backend/src/features/challenges/catalog";
import {
  hashInputs,
  readGeneratedFile,
  runGenerator,
  writeGeneratedFile,
} from "../../backend/src/features/challenges/generate/generated";
import { buildExpected } from "../../backend/src/features/challenges/generate/proof";
import { calibrateTimeLimits } from "../../backend/src/features/challenges/time-limits";
import { startContentJudge } from "./engine";

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const catalog = await loadCatalog(CATALOG_DIR, { generated: "skip", ...(wanted.length > 0 ? { only: wanted } : {}) });
const unknown = wanted.filter((slug) => !catalog.some((c) => c.slug === slug));
if (unknown.length > 0) {
  console.error(`No such challenge: ${unknown.join(", ")}`);
  process.exit(2);
}

const todo = [];
for (const challenge of catalog) {
  const folder = path.join(CATALOG_DIR, challenge.slug);
  if (wanted.length > 0) {
    if (wanted.includes(challenge.slug)) todo.push(challenge);
    continue;
  }
  const inputs = await runGenerator(folder, challenge.slug);
  if (!inputs) continue;
  const file = await readGeneratedFile(folder);
  // Also rebuilt: outputs built before the references' CPU times were measured (no time limits yet).
  if (!file || file.inputsSha256 !== hashInputs(inputs) || !file.referenceCpuMs) todo.push(challenge);
}

const { judge, close } = await startContentJudge();
let failed = 0;
try {
  for (const challenge of todo) {
    const folder = path.join(CATALOG_DIR, challenge.slug);
    const started = performance.now();
    try {
      const { file, inputs } = await buildExpected(folder, challenge, judge);
      await writeGeneratedFile(folder, file);
      const bytes = JSON.stringify(inputs.map((t) => t.input)).length;
      const limits = calibrateTimeLimits(file.referenceCpuMs);
      const times = Object.entries(file.referenceCpuMs ?? {})
        .map(([l, ms]) => `${l} ${ms} ms CPU (limit ${limits?.[l as keyof typeof limits]} ms)`)
        .join(", ");
      console.log(
        `✓ ${challenge.slug}: ${inputs.length} generated tests (${(bytes / 1024).toFixed(0)} KB of inputs), references ${times} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      failed++;
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await close();
}
if (todo.length === 0) console.log("Every generated test is up to date.");
process.exit(failed > 0 ? 1 : 0);
