import { languageByKey } from "@cp/contracts";
import type { CoachChallenge, FeedbackInput, HintInput } from "../types";
import { errorHeadline, formatInput, formatValue } from "./failures";

/** Upper bounds on what is sent, so a large submission cannot blow the model's context or the bill. */
export const MAX_CODE_CHARS = 8 * 1024;
const MAX_DESCRIPTION_CHARS = 2000;
const MAX_FAILURES_SHOWN = 3;

export type ChatMessage = { role: "system" | "user"; content: string };

const SYSTEM_RULES = [
  "You are the coach of a coding-practice platform. Learners solve algorithm challenges in an editor and a judge runs hidden tests.",
  "Write in Markdown, 2 to 6 short sentences or bullets, specific to the learner's code. No greetings, no filler.",
  "Never write the full solution or a complete corrected function; point at the issue and the idea that fixes it.",
  "When you state a time complexity, write it as 'Estimated time complexity: O(...)'.",
].join(" ");

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n… [truncated ${text.length - max} characters]`;
}

function describeChallenge(challenge: CoachChallenge): string {
  const { name, params, returns } = challenge.signature;
  const signature = `${name}(${params.map((p) => `${p.name}: ${p.type}`).join(", ")}) -> ${returns}`;
  const approach = challenge.approach;
  return [
    `Challenge: ${challenge.title} (${challenge.difficulty}, topic: ${challenge.topic})`,
    `Function: ${signature}`,
    "Description:",
    truncate(challenge.description.trim(), MAX_DESCRIPTION_CHARS),
    ...(approach
      ? [
          "How this challenge is meant to be solved (for your advice; reveal only as much as the next step needs):",
          `- Pattern: ${approach.pattern}; time ${approach.time}, space ${approach.space}`,
          `- Key idea: ${approach.idea}`,
          `- Usual slower first try: ${approach.naive}`,
          `- Common mistake: ${approach.pitfall}`,
        ]
      : []),
  ].join("\n");
}

function codeBlock(code: string, language: HintInput["language"]): string {
  const info = languageByKey(language);
  return `Learner's code (${info.name}):\n\`\`\`${info.monaco}\n${truncate(code, MAX_CODE_CHARS)}\n\`\`\``;
}

/** A compact, bounded summary: counts, time, and the first few failing tests. */
export function summarizeResults(input: FeedbackInput): string {
  const lines = [
    `Verdict: ${input.verdict}. Passed ${input.passedCount} of ${input.totalCount} tests in ${Math.round(input.executionTime)} ms.`,
  ];
  if (input.compileOutput) lines.push(`Compiler output:\n${truncate(input.compileOutput.trim(), 1500)}`);
  const failures = input.testResults.filter((r) => !r.passed && !r.custom).slice(0, MAX_FAILURES_SHOWN);
  for (const r of failures) {
    const parts = [`Test ${r.index + 1} (${r.verdict}): input ${formatInput(r.input, 200)}`];
    if (r.verdict === "Wrong Answer")
      parts.push(`expected ${formatValue(r.expected, 100)}`, `got ${formatValue(r.actual, 100)}`);
    if (r.error) parts.push(`error: ${errorHeadline(r.error, 300)}`);
    parts.push(`${Math.round(r.time)} ms`);
    lines.push(`- ${parts.join("; ")}`);
  }
  return lines.join("\n");
}

export function buildFeedbackMessages(input: FeedbackInput): ChatMessage[] {
  const task =
    input.verdict === "Accepted"
      ? "The submission was accepted. Give a short review: the estimated time complexity and one concrete improvement, if there is one."
      : "The submission failed. Explain the most likely reason for the first failure and what to change, without giving the solution.";
  const user = [
    describeChallenge(input.challenge),
    codeBlock(input.code, input.language),
    "Test results:",
    summarizeResults(input),
    task,
  ];
  return [
    { role: "system", content: SYSTEM_RULES },
    { role: "user", content: user.join("\n\n") },
  ];
}

export function buildHintMessages(input: HintInput): ChatMessage[] {
  const seen = [...input.challenge.hints, ...(input.shown ?? [])].map((h, i) => `${i + 1}. ${h}`).join("\n");
  const user = [
    describeChallenge(input.challenge),
    seen ? `Hints the learner has already read:\n${seen}` : "",
    input.code.trim() ? codeBlock(input.code, input.language) : "The learner has not written any code yet.",
    "Give one new hint (at most 3 sentences) for the next step from where this code is. Do not repeat the hints above and do not give the solution.",
  ].filter(Boolean);
  return [
    { role: "system", content: SYSTEM_RULES },
    { role: "user", content: user.join("\n\n") },
  ];
}
