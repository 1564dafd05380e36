import type { Config } from "../../../config";
import type { Logger } from "../../../logger";
import { buildFeedbackMessages, buildHintMessages, type ChatMessage } from "../coach/prompt";
import type { AiProvider, CoachText } from "../types";

export type OpenAiCompatibleOptions = NonNullable<Config["ai"]>;

/** Raised for any answer that cannot be used; the message goes to the log, never to the learner. */
class AiResponseError extends Error {}

/**
 * Calls any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Ollama, vLLM, llama.cpp server).
 * Any failure (network, timeout, non-2xx, malformed or empty answer) is logged and answered by
 * `fallback`, so a learner always gets feedback and its `source` says honestly who wrote it.
 */
export function createOpenAiCompatibleProvider(
  options: OpenAiCompatibleOptions,
  fallback: AiProvider,
  logger: Logger,
  fetchImpl: typeof fetch = fetch,
): AiProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  // Logged without any user:password@ part a base URL might carry.
  const shownUrl = (() => {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  })();

  async function complete(messages: ChatMessage[]): Promise<string> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    // The signal also covers reading the body, so a server that stalls mid-answer times out too.
    const response = await fetchImpl(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ model: options.model, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = await response.text();
    if (!response.ok) throw new AiResponseError(`HTTP ${response.status}: ${body.slice(0, 200)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new AiResponseError(`response is not JSON: ${body.slice(0, 200)}`);
    }
    const content = readContent(parsed);
    if (!content) throw new AiResponseError("response has no choices[0].message.content");
    return content;
  }

  async function withFallback(
    kind: "feedback" | "hint",
    buildMessages: () => ChatMessage[],
    fallbackCall: () => Promise<CoachText>,
  ): Promise<CoachText> {
    try {
      return { text: await complete(buildMessages()), source: "ai" };
    } catch (error) {
      logger.warn(
        `AI ${kind} from ${shownUrl} failed, using the built-in coach: ${describeError(error, options.timeoutMs)}`,
      );
      return fallbackCall();
    }
  }

  return {
    // The built-in coach writes the text when the endpoint fails: it reads the code meanwhile.
    readCode: (input) => fallback.readCode(input),
    feedback: (input) =>
      withFallback(
        "feedback",
        () => buildFeedbackMessages(input),
        () => fallback.feedback(input),
      ),
    hint: (input) =>
      withFallback(
        "hint",
        () => buildHintMessages(input),
        () => fallback.hint(input),
      ),
  };
}

function readContent(parsed: unknown): string | undefined {
  if (!parsed || typeof parsed !== "object") return undefined;
  const choices = (parsed as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return undefined;
  const message = (choices[0] as { message?: { content?: unknown } } | undefined)?.message;
  const content = message?.content;
  return typeof content === "string" && content.trim() !== "" ? content.trim() : undefined;
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
