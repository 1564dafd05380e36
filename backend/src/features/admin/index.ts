import { EVENTS, ROOMS } from "@cp/contracts";
import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import type { EventBus } from "../../realtime/bus";
import type { JudgeRunner } from "../execution";
import { createAuthoring } from "./authoring";
import { challengeAuthoring } from "./challenge-authoring";
import { quizAuthoring } from "./quiz-authoring";
import { createAdminRouter } from "./routes";
import { type StepChecker, tutorialAuthoring } from "./tutorial-authoring";

// The admin feature's front door: authoring challenges, quizzes and tutorials (validated in the
// sandbox before they go live), with every change in the audit log.

export function createAdminFeature(deps: {
  db: Db;
  bus: EventBus;
  runJudge: JudgeRunner;
  checkTutorialStep: StepChecker;
  limiter: RateLimiter;
  runPerMinute: number;
}) {
  const challengeSpec = challengeAuthoring({
    db: deps.db,
    runJudge: deps.runJudge,
    // The admin's own room only: a validation's tests are not for learners.
    onProgress: (userId, event) => deps.bus.publish(EVENTS.adminValidationProgress, ROOMS.user(userId), event),
  });
  const shared = { db: deps.db, bus: deps.bus };
  return {
    router: createAdminRouter({
      db: deps.db,
      challenges: createAuthoring(shared, challengeSpec),
      validateChallenge: challengeSpec.validate,
      quizzes: createAuthoring(shared, quizAuthoring),
      tutorials: createAuthoring(shared, tutorialAuthoring({ checkStep: deps.checkTutorialStep })),
      limiter: deps.limiter,
      runPerMinute: deps.runPerMinute,
    }),
  };
}
