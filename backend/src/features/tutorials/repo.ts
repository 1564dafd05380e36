import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type StoredTutorialStep, tutorialProgress, tutorials } from "../../db/schema";

const SUMMARY_FIELDS = {
  id: tutorials.id,
  slug: tutorials.slug,
  title: tutorials.title,
  description: tutorials.description,
  language: tutorials.language,
  topic: tutorials.topic,
  difficulty: tutorials.difficulty,
  category: tutorials.category,
  estimatedTime: tutorials.estimatedTime,
  position: tutorials.position,
  stepCount: sql<number>`jsonb_array_length(${tutorials.steps})`.mapWith(Number),
};

export type TutorialSummaryRow = {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  language: (typeof tutorials.$inferSelect)["language"];
  topic: string;
  difficulty: "Easy" | "Medium" | "Hard";
  category: string;
  estimatedTime: number | null;
  position: number;
  stepCount: number;
};

export type TutorialRow = TutorialSummaryRow & { steps: StoredTutorialStep[] };

export function createTutorialsRepo(db: Db) {
  return {
    /** Every tutorial with a slug (the content's), in course order; steps left out. */
    async summaries(course?: (typeof tutorials.$inferSelect)["language"]): Promise<TutorialSummaryRow[]> {
      // An admin's deleted tutorial is gone for learners.
      const listed = and(sql`${tutorials.slug} is not null`, isNull(tutorials.deletedAt));
      const where = course ? and(eq(tutorials.language, course), listed) : listed;
      return db
        .select(SUMMARY_FIELDS)
        .from(tutorials)
        .where(where)
        .orderBy(asc(tutorials.language), asc(tutorials.position), asc(tutorials.title));
    },

    async bySlug(slug: string): Promise<TutorialRow | undefined> {
      const [row] = await db
        .select({ ...SUMMARY_FIELDS, steps: tutorials.steps })
        .from(tutorials)
        .where(and(eq(tutorials.slug, slug), isNull(tutorials.deletedAt)))
        .limit(1);
      return row;
    },

    /** Passed steps per tutorial for one learner, counting only steps the tutorial still has. */
    async completedCounts(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ tutorialId: tutorialProgress.tutorialId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(tutorialProgress)
        .innerJoin(tutorials, eq(tutorials.id, tutorialProgress.tutorialId))
        .where(
          and(
            eq(tutorialProgress.userId, userId),
            sql`${tutorialProgress.stepIndex} < jsonb_array_length(${tutorials.steps})`,
          ),
        )
        .groupBy(tutorialProgress.tutorialId);
      return new Map(rows.map((r) => [r.tutorialId, r.count]));
    },

    async completedSteps(userId: string, tutorialId: string): Promise<number[]> {
      const rows = await db
        .select({ index: tutorialProgress.stepIndex })
        .from(tutorialProgress)
        .where(and(eq(tutorialProgress.userId, userId), eq(tutorialProgress.tutorialId, tutorialId)))
        .orderBy(asc(tutorialProgress.stepIndex));
      return rows.map((r) => r.index);
    },

    /** Records a passed step; passing it again changes nothing. */
    async markPassed(userId: string, tutorialId: string, stepIndex: number): Promise<void> {
      await db.insert(tutorialProgress).values({ userId, tutorialId, stepIndex }).onConflictDoNothing();
    },
  };
}

export type TutorialsRepo = ReturnType<typeof createTutorialsRepo>;
