import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { tutorials, users } from "./index";

/**
 * One row per tutorial step a learner passed: a sandbox step whose output matched, or a preview
 * step whose DOM checks held. 'X / N completed' counts these rows.
 */
export const tutorialProgress = pgTable(
  "tutorial_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tutorialId: uuid("tutorial_id")
      .notNull()
      .references(() => tutorials.id, { onDelete: "cascade" }),
    stepIndex: integer("step_index").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tutorialId, t.stepIndex] }),
    index("tutorial_progress_tutorial_idx").on(t.tutorialId),
  ],
);
