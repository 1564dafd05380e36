import type { RateLimiter } from "../../http/rate-limit";
import { createTutorialsRouter } from "./routes";
import { createTutorialsService, type TutorialsDeps } from "./service";
import { createTypeScriptCompiler } from "./typescript-compiler";

// The tutorials feature's front door: the ten courses, their steps, runs, preview passes and progress.
export { type ContentTutorial, loadTutorials, outputMatches, parseTutorial, TUTORIALS_DIR } from "./content";
export { seedTutorials } from "./seed";
export { createTypeScriptCompiler, type TypeScriptCompiler } from "./typescript-compiler";

export function createTutorialsFeature(
  deps: Omit<TutorialsDeps, "typescript"> & { limiter: RateLimiter; runPerMinute: number },
) {
  const typescript = createTypeScriptCompiler();
  const tutorials = createTutorialsService({ ...deps, typescript });
  return {
    router: createTutorialsRouter({ tutorials, limiter: deps.limiter, runPerMinute: deps.runPerMinute }),
    tutorials,
    close: () => typescript.close(),
  };
}
