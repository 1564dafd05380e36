import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tutorials } from "../../db/schema";
import type { ContentTutorial } from "./content";

/**
 * Upserts the tutorials by slug: content follows the files on every start, while the learners'
 * progress rows (keyed by the tutorial's id) stay as they were.
 */
export async function seedTutorials(db: Db, content: ContentTutorial[]): Promise<number> {
  if (content.length === 0) return 0;
  const rows = content.map((t) => ({
    slug: t.slug,
    title: t.title,
    description: t.description,
    language: t.course,
    topic: t.topic,
    difficulty: t.difficulty,
    category: t.category,
    estimatedTime: t.estimatedTime ?? null,
    position: t.order,
    steps: t.steps.map((s) => ({
      title: s.title,
      content: s.content,
      explanation: s.explanation,
      code: s.code,
      expectedOutput: s.expectedOutput,
      solution: s.solution,
      ...(s.checks ? { checks: s.checks } : {}),
      ...(s.codeChecks ? { codeChecks: s.codeChecks } : {}),
    })),
  }));
  await db
    .insert(tutorials)
    .values(rows)
    .onConflictDoUpdate({
      target: tutorials.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        language: sql`excluded.language`,
        topic: sql`excluded.topic`,
        difficulty: sql`excluded.difficulty`,
        category: sql`excluded.category`,
        estimatedTime: sql`excluded.estimated_time`,
        position: sql`excluded.position`,
        steps: sql`excluded.steps`,
      },
      // A tutorial an admin edited keeps the admin's version.
      setWhere: isNull(tutorials.editedAt),
    });
  return rows.length;
}
