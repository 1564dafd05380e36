import type { TSignature } from "@cp/contracts";
import { wireType } from "../signature";

/**
 * The contract between the judge and the generated programs.
 *
 * stdin: line 1 is a per-run nonce, line 2 a JSON array holding, per test, the array of arguments
 * in parameter order. stdout: besides whatever the learner prints outside a call, one line per
 * event, `\u001e<nonce> <json>`, flushed as soon as it is known:
 * - `{"i":0,"v":<return value>,"o":"<learner output>","t":<ms>}` a test that returned,
 * - `{"i":0,"e":"<message>","k":"mem"?,"o":"...","t":<ms>}` a test that threw,
 * - `{"compile":"<message>"}` the learner's code does not parse (interpreted languages),
 * - `{"fatal":"<message>"}` nothing can be called (no class Solution, no such method...).
 * The nonce keeps a learner from forging result lines by printing the marker themselves.
 */
export const RECORD_SEPARATOR = "\u001e";

/** Most learner output kept per test, so printing in a loop cannot flood the result stream. */
export const MAX_TEST_OUTPUT = 8192;

export type DriverLine =
  | { i: number; v?: unknown; e?: string; k?: "mem"; o?: string; t?: number }
  | { compile: string }
  | { fatal: string };

export type GeneratedProgram = {
  source: string;
  /**
   * Lines of generated code before the learner's first line in `source`. 0 for every language here:
   * Python and JavaScript compile the learner's code under its own file name, Java and C# share its
   * first line with the prelude, C and C++ use #line directives.
   */
  learnerLineOffset: number;
};

export function buildStdin(nonce: string, argsPerTest: unknown[][]): string {
  return `${nonce}\n${JSON.stringify(argsPerTest)}\n`;
}

/** Names the drivers embed: the method to call and the parameter types in order. */
export function signatureLiterals(signature: TSignature): { name: string; types: string[] } {
  return { name: signature.name, types: signature.params.map((p) => wireType(p.type)) };
}

/** A string literal valid in Python, JavaScript, Java, C# and C/C++ for the texts drivers embed. */
export function quote(text: string): string {
  return JSON.stringify(text);
}
