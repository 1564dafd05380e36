import type { RateLimiter } from "../../http/rate-limit";
import { createChallengeRouter } from "./routes";
import { type ChallengeServiceDeps, createChallengeService } from "./service";

// The challenges feature's front door: the catalog (list, detail), runs, submissions and hints.
export { CATALOG_DIR, type CatalogChallenge, loadCatalog, ZCatalogMeta } from "./catalog";
export { checkInput, type TConstraints } from "./constraints";
export { loadGeneratedTests } from "./generate/generated";
export { CATALOG_LANGUAGE_NAMES, seedCatalog } from "./seed";
export { calibrateTimeLimits, ranOutOfCpu, type TTimeLimits } from "./time-limits";

export function createChallengesFeature(deps: ChallengeServiceDeps & { limiter: RateLimiter; runPerMinute: number }) {
  const challenges = createChallengeService(deps);
  return {
    router: createChallengeRouter({ challenges, limiter: deps.limiter, runPerMinute: deps.runPerMinute }),
  };
}
