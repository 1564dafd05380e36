import path from "node:path";
import {
  CHALLENGE_ARCHIVE_FORMAT,
  LANGUAGES,
  type TChallengeArchive,
  type TChallengeImportRequest,
  type TChallengeImportResult,
  type TLanguageKey,
  type TTestCase,
  ZChallengeImportRequest,
} from "@cp/contracts";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { challenges, type StoredTestCase } from "../../db/schema";
import { conflict, invalid, notFound, unavailable, unprocessable } from "../../errors";
import type { SessionUser } from "../../http/state";
import {
  CATALOG_DIR,
  CATALOG_LANGUAGE_NAMES,
  calibrateTimeLimits,
  checkInput,
  loadGeneratedTests,
  ranOutOfCpu,
  type TTimeLimits,
  ZCatalogMeta,
} from "../challenges";
import { type JudgeRunner, type TJudgeOutcome, validateTestInput } from "../execution";
import { shown } from "./challenge-authoring";
import type { AdminEvents } from "./events";
import { presentAdminChallenge } from "./presenter";
import { type ChallengeRow, recordChange } from "./repo";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TArchiveTest = TTestCase & { label?: string };

/** The first failing test of a run, in the author's words: which test, and what came back. */
function describeFailure(outcome: TJudgeOutcome, tests: TArchiveTest[], names: string[]): string {
  if (outcome.verdict === "Compilation Error") {
    return `does not compile: ${(outcome.compileOutput ?? "").split("\n")[0]?.slice(0, 200)}`;
  }
  const failed = outcome.testResults.find((r) => !r.passed);
  if (!failed) return `ends with ${outcome.verdict}`;
  const name = names[failed.index] ?? `test ${failed.index + 1}`;
  const detail =
    failed.verdict === "Wrong Answer"
      ? `expected ${shown(tests[failed.index]?.expected)}, got ${shown(failed.actual)}${failed.error ? ` (${failed.error})` : ""}`
      : `${failed.verdict}${failed.error ? `: ${failed.error.split("\n")[0]?.slice(0, 200)}` : ""}`;
  return `fails ${name}: ${detail}`;
}

/**
 * Bulk authoring: a challenge leaves as one archive (its catalog folder, generated tests written
 * out) and archives come back in, each proven in the sandbox as content:check proves the catalog:
 * every test fits the signature and the stated constraints, every reference passes every test
 * (through the checker, if any), and every naive solution passes the hand-written tests but runs
 * out of time on the generated ones. Nothing is published unless every archive passes.
 */
export function challengeArchives(deps: { db: Db; runJudge: JudgeRunner; events: AdminEvents }) {
  const { db } = deps;

  async function exportOne(id: string): Promise<TChallengeArchive> {
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(challenges)
          .where(and(eq(challenges.id, id), isNull(challenges.deletedAt)))
          .limit(1)
      : [];
    if (!row) throw notFound("Challenge not found");
    // A catalog challenge's generated tests come from its folder; an imported one keeps them in its row.
    const generated =
      row.generatedTests > 0
        ? await loadGeneratedTests(path.join(CATALOG_DIR, row.slug), row.slug)
        : row.tests.flatMap((t) =>
            t.label === undefined ? [] : [{ label: t.label, input: t.input, expected: t.expected }],
          );
    const handWritten = row.tests.filter((t) => t.label === undefined);
    const test = (t: StoredTestCase) => ({ input: t.input, expected: t.expected });
    return {
      format: CHALLENGE_ARCHIVE_FORMAT,
      slug: row.slug,
      challenge: {
        title: row.title,
        difficulty: row.difficulty,
        topic: row.topic,
        patterns: row.patterns,
        signature: row.signature,
        constraints: row.constraints ?? { params: {} },
        compare: row.compareMode,
        hints: row.hints,
        approach: row.approach,
        samples: handWritten.filter((t) => t.sample).map(test),
        hidden: handWritten.filter((t) => !t.sample).map(test),
        ...(row.credit ? { credit: row.credit } : {}),
      },
      description: row.description,
      editorial: row.editorial,
      solutions: row.solution as TChallengeArchive["solutions"],
      naive: row.naive as TChallengeArchive["naive"],
      checker: row.checker,
      generator: row.generator,
      generated,
    };
  }

  /** The archive's challenge.json, checked with the catalog's rules; a 400 names the archive and the field. */
  function parseArchive(archive: TChallengeArchive) {
    const where = `${archive.slug}`;
    const parsed = ZCatalogMeta.safeParse(archive.challenge);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(`${where}: challenge.${issue?.path.join(".")}: ${issue?.message}`);
    }
    const meta = parsed.data;
    const languages = Object.keys(archive.solutions) as TLanguageKey[];
    if (languages.length === 0)
      throw invalid(`${where}: solutions: write a reference solution in at least one language`);
    const handWritten: TArchiveTest[] = [...meta.samples, ...meta.hidden];
    const names = [
      ...meta.samples.map((_, i) => `sample ${i + 1}`),
      ...meta.hidden.map((_, i) => `hidden test ${i + 1}`),
      ...archive.generated.map((t) => `generated test '${t.label}'`),
    ];
    const all: TArchiveTest[] = [...handWritten, ...archive.generated];
    all.forEach((t, i) => {
      const problem = validateTestInput(meta.signature, t.input) ?? checkInput(meta.constraints, t.input);
      if (problem) throw invalid(`${where}: ${names[i]}: ${problem}`);
    });
    if (Object.keys(archive.naive).length > 0 && archive.generated.length === 0) {
      throw invalid(`${where}: naive: a naive solution needs generated tests to run out of time on`);
    }
    return { archive, meta, handWritten, all, names };
  }
  type Parsed = ReturnType<typeof parseArchive>;

  /**
   * Runs every reference on every test and every naive solution as content:check does; answers the
   * time limits calibrated from the references' CPU times, which the naive solutions must exceed.
   */
  async function prove(
    actor: SessionUser,
    { archive, meta, handWritten, all, names }: Parsed,
  ): Promise<TTimeLimits | null> {
    const run = (language: TLanguageKey, code: string, tests: TArchiveTest[], timeLimitMs: number | null = null) =>
      deps.runJudge(
        {
          signature: meta.signature,
          compare: meta.compare,
          checker: archive.checker,
          tests: tests.map((t) => ({ input: t.input, expected: t.expected })),
          language,
          code,
          timeLimitMs,
        },
        { ownerKey: actor.id },
      );
    const languageName = (key: string) => LANGUAGES.find((l) => l.key === key)?.name ?? key;
    const referenceCpuMs: Partial<Record<TLanguageKey, number>> = {};
    for (const [language, code] of Object.entries(archive.solutions) as [TLanguageKey, string][]) {
      const outcome = await run(language, code, all);
      if (outcome.cpuMs !== undefined) referenceCpuMs[language] = outcome.cpuMs;
      if (outcome.verdict !== "Accepted") {
        throw unprocessable(
          `${archive.slug}: the ${languageName(language)} reference solution ${describeFailure(outcome, all, names)}`,
          { slug: archive.slug, language },
        );
      }
    }
    // Calibrated only where there are generated tests: hand-written ones alone measure the start.
    const timeLimits = archive.generated.length > 0 ? calibrateTimeLimits(referenceCpuMs) : null;
    for (const [language, code] of Object.entries(archive.naive) as [TLanguageKey, string][]) {
      const small = await run(language, code, handWritten);
      if (small.verdict !== "Accepted") {
        throw unprocessable(
          `${archive.slug}: the ${languageName(language)} naive solution must pass the hand-written tests, but it ${describeFailure(small, handWritten, names)}`,
          { slug: archive.slug, language },
        );
      }
      const limit = timeLimits?.[language] ?? null;
      const large = await run(language, code, archive.generated, limit);
      if (large.verdict === "Time Limit Exceeded" && !ranOutOfCpu(large.cpuMs, limit)) {
        throw unavailable(
          `${archive.slug}: the ${languageName(language)} naive solution ran out of wall-clock time after only ${large.cpuMs} ms of CPU (limit ${limit} ms): the server is too busy to prove it is too slow; import again later`,
        );
      }
      if (large.verdict !== "Time Limit Exceeded") {
        throw unprocessable(
          `${archive.slug}: the ${languageName(language)} naive solution must run out of time on the generated tests, but it ended with ${large.verdict}`,
          { slug: archive.slug, language },
        );
      }
    }
    return timeLimits;
  }

  function columns({ archive, meta }: Parsed, timeLimits: TTimeLimits | null) {
    const tests: StoredTestCase[] = [
      ...meta.samples.map((t) => ({ input: t.input, expected: t.expected, sample: true })),
      ...meta.hidden.map((t) => ({ input: t.input, expected: t.expected, sample: false })),
      ...archive.generated.map((t) => ({ input: t.input, expected: t.expected, sample: false, label: t.label })),
    ];
    return {
      title: meta.title,
      description: archive.description,
      difficulty: meta.difficulty,
      topic: meta.topic,
      patterns: meta.patterns,
      // In the six languages, in the catalog's order (the editor's default first), as a catalog challenge.
      supportedLanguages: CATALOG_LANGUAGE_NAMES,
      signature: meta.signature,
      compareMode: meta.compare,
      checker: archive.checker,
      constraints: meta.constraints,
      generator: archive.generator,
      naive: archive.naive as Record<string, string>,
      solution: archive.solutions as Record<string, string>,
      tests,
      // The generated tests travel in the row: there is no catalog folder to make them from.
      generatedTests: 0,
      timeLimits,
      hints: meta.hints,
      approach: meta.approach,
      editorial: archive.editorial,
      credit: meta.credit ?? null,
    };
  }

  /** Refuses (409) a slug that is taken (unless replacing a live one) or a title another challenge has. */
  async function assertWritable(tx: DbOrTx, parsed: Parsed, replace: boolean): Promise<ChallengeRow | undefined> {
    const { slug } = parsed.archive;
    const [existing] = await tx.select().from(challenges).where(eq(challenges.slug, slug)).limit(1);
    if (existing && (!replace || existing.deletedAt)) {
      throw conflict(
        existing.deletedAt
          ? `${slug}: a deleted challenge has this slug; restore it first to replace it`
          : `${slug}: a challenge with this slug exists; import with Replace to update it`,
      );
    }
    const title = parsed.meta.title;
    const [taken] = await tx
      .select({ slug: challenges.slug })
      .from(challenges)
      .where(and(eq(challenges.title, title), isNull(challenges.deletedAt), ne(challenges.slug, slug)))
      .limit(1);
    if (taken) throw conflict(`${slug}: the challenge '${taken.slug}' already has the title '${title}'`);
    return existing;
  }

  async function write(tx: Tx, actor: SessionUser, parsed: Parsed, timeLimits: TTimeLimits | null, replace: boolean) {
    const { slug } = parsed.archive;
    // Checked again in the transaction: another admin may have imported or renamed meanwhile.
    const existing = await assertWritable(tx, parsed, replace);
    const now = new Date();
    const values = columns(parsed, timeLimits);
    const [row] = existing
      ? await tx
          .update(challenges)
          .set({ ...values, editedAt: now, updatedAt: now })
          .where(eq(challenges.id, existing.id))
          .returning()
      : await tx
          .insert(challenges)
          .values({ ...values, slug, editedAt: now })
          .returning();
    const written = row as ChallengeRow;
    await recordChange(tx, {
      actor,
      action: existing ? "update" : "create",
      entity: "challenge",
      entityId: written.id,
      title: written.title,
      before: existing ? presentAdminChallenge(existing) : null,
      after: presentAdminChallenge(written),
    });
    return { row: written, created: !existing };
  }

  async function importMany(actor: SessionUser, request: TChallengeImportRequest): Promise<TChallengeImportResult> {
    const { archives, replace } = ZChallengeImportRequest.parse(request);
    const slugs = archives.map((a) => a.slug);
    const twice = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
    if (twice) throw invalid(`archives: ${twice} is chosen twice`);
    const parsed = archives.map(parseArchive);
    for (const one of parsed) await assertWritable(db, one, replace);
    // Every archive is proven before any is published: one failing archive publishes nothing.
    const limits: (TTimeLimits | null)[] = [];
    for (const one of parsed) limits.push(await prove(actor, one));
    const written = await db.transaction(async (tx) => {
      const rows = [];
      for (const [i, one] of parsed.entries()) rows.push(await write(tx, actor, one, limits[i] ?? null, replace));
      return rows;
    });
    for (const { row, created } of written)
      deps.events.contentChanged("challenge", row.id, created ? "create" : "update");
    return {
      imported: written.map(({ row, created }) => ({ id: row.id, slug: row.slug, title: row.title, created })),
    };
  }

  return { exportOne, importMany };
}
