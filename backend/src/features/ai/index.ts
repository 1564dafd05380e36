// The ai feature's front door: hint and feedback providers (built-in coach or an OpenAI-compatible endpoint).
export { createAiProvider } from "./provider/provider";
export type { AiProvider, CoachChallenge, CoachText, FeedbackInput, HintInput } from "./types";
