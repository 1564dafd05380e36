import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import type { EventBus } from "../../realtime/bus";
import type { JudgeRunner } from "../execution";
import { challengeArchives } from "./challenge-archive";
import { challengeAuthoring } from "./challenge-authoring";
import { createAdminEvents } from "./events";
import { quizAuthoring } from "./quiz-authoring";
import { createAdminRouter } from "./routes";
import { createAuthoring } from "./service";
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
  const events = createAdminEvents(deps.bus);
  const challengeSpec = challengeAuthoring({
    db: deps.db,
    runJudge: deps.runJudge,
    onProgress: events.validationProgress,
  });
  const shared = { db: deps.db, events };
  return {
    router: createAdminRouter({
      db: deps.db,
      challenges: createAuthoring(shared, challengeSpec),
      validateChallenge: challengeSpec.validate,
      archives: challengeArchives({ db: deps.db, runJudge: deps.runJudge, events }),
      quizzes: createAuthoring(shared, quizAuthoring),
      tutorials: createAuthoring(shared, tutorialAuthoring({ checkStep: deps.checkTutorialStep })),
      limiter: deps.limiter,
      runPerMinute: deps.runPerMinute,
    }),
  };
}
