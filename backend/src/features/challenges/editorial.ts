import { GIVE_UP_AFTER_FAILED, type TEditorial } from "@cp/contracts";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound } from "../../errors";
import { presentEditorial } from "./presenter";
import * as repo from "./repo";

export const EDITORIAL_LOCKED = `Solve this challenge to read its editorial (or choose Show the solution after ${GIVE_UP_AFTER_FAILED} failed submissions)`;

/** The editorial and "Show the solution", over the challenge service's loader (id or slug, 404 when gone). */
export function createEditorials(db: Db, load: (id: string) => Promise<repo.ChallengeRow>) {
  return {
    /**
     * The editorial for a learner who has solved the challenge or given up on it, or an admin:
     * read before trying, it would be the answer with the work left out.
     */
    async editorial(user: { id: string; role: string }, id: string): Promise<TEditorial> {
      const row = await load(id);
      if (!row.approach) throw notFound("This challenge has no editorial yet");
      const own = await repo.findProgress(db, user.id, row.id);
      const gaveUp = Boolean(own?.gaveUpAt) && !own?.completed;
      if (user.role !== "admin" && !own?.completed && !gaveUp) throw forbidden(EDITORIAL_LOCKED);
      return presentEditorial(row, gaveUp);
    },

    /**
     * "Show the solution": open to a learner with GIVE_UP_AFTER_FAILED failed submissions, so the
     * editorial is the end of real tries, not the first step. Recorded once; the progress page shows
     * the challenge as given up until the learner solves it.
     */
    async giveUp(user: { id: string; role: string }, id: string): Promise<TEditorial> {
      const row = await load(id);
      if (!row.approach) throw notFound("This challenge has no editorial yet");
      const own = await repo.findProgress(db, user.id, row.id);
      if (own?.completed) return presentEditorial(row, false);
      const failed = (own?.attempts ?? 0) - (own?.acceptedCount ?? 0);
      if (!own || failed < GIVE_UP_AFTER_FAILED) {
        throw conflict(
          `Show the solution opens after ${GIVE_UP_AFTER_FAILED} failed submissions; you have ${failed}. Keep trying, or ask for a hint.`,
        );
      }
      await repo.recordGiveUp(db, user.id, row.id);
      return presentEditorial(row, true);
    },
  };
}
