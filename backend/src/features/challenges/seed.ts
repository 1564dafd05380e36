import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { challenges } from "../../db/schema";
import type { CatalogChallenge } from "./catalog";

/** Order matters: a challenge's first supported language is the editor's default, so the most used come first. */
export const CATALOG_LANGUAGE_NAMES = ["Python", "JavaScript", "Java", "C++", "C#", "C"];

/**
 * Upserts the catalog by slug: content fields follow the catalog files, while counters
 * (attempts, completion) are never touched, so running it again changes nothing a learner did.
 */
export async function seedCatalog(db: Db, catalog: CatalogChallenge[]): Promise<number> {
  if (catalog.length === 0) return 0;
  const rows = catalog.map((c) => ({
    slug: c.slug,
    title: c.title,
    description: c.description,
    difficulty: c.difficulty,
    topic: c.topic,
    patterns: c.patterns,
    supportedLanguages: CATALOG_LANGUAGE_NAMES,
    signature: c.signature,
    compareMode: c.compare,
    checker: c.checker,
    constraints: c.constraints,
    generator: c.generator,
    naive: c.naive,
    solution: c.solutions,
    tests: [...c.samples.map((t) => ({ ...t, sample: true })), ...c.hidden.map((t) => ({ ...t, sample: false }))],
    generatedTests: c.generatedCount,
    timeLimits: c.timeLimits,
    hints: c.hints,
    approach: c.approach,
    editorial: c.editorial,
    credit: c.credit ?? null,
  }));
  await db
    .insert(challenges)
    .values(rows)
    .onConflictDoUpdate({
      target: challenges.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        difficulty: sql`excluded.difficulty`,
        topic: sql`excluded.topic`,
        patterns: sql`excluded.patterns`,
        supportedLanguages: sql`excluded.supported_languages`,
        signature: sql`excluded.signature`,
        compareMode: sql`excluded.compare_mode`,
        checker: sql`excluded.checker`,
        constraints: sql`excluded.constraints`,
        generator: sql`excluded.generator`,
        naive: sql`excluded.naive`,
        solution: sql`excluded.solution`,
        tests: sql`excluded.tests`,
        generatedTests: sql`excluded.generated_tests`,
        timeLimits: sql`excluded.time_limits`,
        hints: sql`excluded.hints`,
        approach: sql`excluded.approach`,
        editorial: sql`excluded.editorial`,
        credit: sql`excluded.credit`,
      },
      // A challenge an admin edited keeps the admin's version; counters are never touched.
      setWhere: isNull(challenges.editedAt),
    });
  return rows.length;
}
