import type { Config } from "../../../config";
import type { Logger } from "../../../logger";
import { createCoach } from "../coach/coach";
import type { AiProvider } from "../types";
import { createOpenAiCompatibleProvider } from "./openai-compatible";

export type { AiProvider, CoachChallenge, CoachText, FeedbackInput, HintInput } from "../types";

/**
 * The provider the app uses for feedback and generated hints: the configured OpenAI-compatible
 * endpoint backed by the built-in coach, or the built-in coach alone when `AI_BASE_URL` is unset.
 * `fetchImpl` exists for tests.
 */
export function createAiProvider(ai: Config["ai"], logger: Logger, fetchImpl: typeof fetch = fetch): AiProvider {
  const coach = createCoach();
  if (!ai) return coach;
  logger.info(`AI feedback: OpenAI-compatible endpoint ${new URL(ai.baseUrl).origin}, model ${ai.model}`);
  return createOpenAiCompatibleProvider(ai, coach, logger, fetchImpl);
}
