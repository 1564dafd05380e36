import type { TLanguageKey, TSignature } from "@cp/contracts";
import { generateCProgram } from "./c";
import { generateCppProgram } from "./cpp";
import { generateCSharpProgram } from "./csharp";
import { generateJavaProgram } from "./java";
import { generateJavaScriptProgram } from "./javascript";
import type { GeneratedProgram } from "./protocol";
import { generatePythonProgram } from "./python";

export type { GeneratedProgram } from "./protocol";

const GENERATORS: Record<TLanguageKey, (signature: TSignature, code: string) => GeneratedProgram> = {
  python: generatePythonProgram,
  javascript: generateJavaScriptProgram,
  java: generateJavaProgram,
  csharp: generateCSharpProgram,
  cpp: generateCppProgram,
  c: generateCProgram,
};

/**
 * The whole program the sandbox runs for a challenge: LeetCode's implicit imports and node types,
 * the learner's code, and a hidden main that reads every test from stdin, calls the learner's
 * function once per test and prints one marked JSON line per test as soon as it finishes
 * (see ./protocol). Line numbers in compiler and runtime messages match the learner's code.
 */
export function generateProgram(signature: TSignature, language: TLanguageKey, learnerCode: string): GeneratedProgram {
  // Windows line endings would make every later line number drift in some toolchains' reports.
  return GENERATORS[language](signature, learnerCode.replace(/\r\n?/g, "\n"));
}

/**
 * Rewrites `file:LINE`, `file(LINE,COL)` and Python's `File "...", line LINE` references to the
 * program's source file so they count from the learner's first line (subtracting
 * learnerLineOffset). References that would fall before the learner's code are left alone.
 */
export function mapLineNumbers(output: string, learnerLineOffset: number): string {
  if (learnerLineOffset === 0) return output;
  const shift = (line: string): string => {
    const mapped = Number(line) - learnerLineOffset;
    return mapped >= 1 ? String(mapped) : line;
  };
  return output
    .replace(
      /((?:^|[\s/"'(])[\w.-]+\.(?:py|js|java|cs|c|cpp):)(\d+)/gm,
      (_, file: string, line: string) => file + shift(line),
    )
    .replace(
      /([\w.-]+\.cs\()(\d+)(,\d+\))/g,
      (_, file: string, line: string, rest: string) => file + shift(line) + rest,
    )
    .replace(/(File "[^"]+", line )(\d+)/g, (_, head: string, line: string) => head + shift(line));
}
