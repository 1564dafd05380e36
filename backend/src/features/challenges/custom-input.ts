import type { TSignature, TTestCase } from "@cp/contracts";
import { invalid } from "../../errors";
import { checkBody } from "../../http/hostile-input";
import { validateTestInput } from "../execution";

/** A learner's own test input (Run's custom cases): JSON naming the signature's parameters, refused with a 400 naming the field. */
export function parseCustomInput(signature: TSignature, text: string, field: string): TTestCase {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    const example = Object.fromEntries(signature.params.map((p) => [p.name, "…"]));
    throw invalid(`${field}: must be a JSON object like ${JSON.stringify(example)}`);
  }
  // A custom input is a few values, never a deep structure (checked without recursion).
  const tooDeep = checkBody(input, field);
  if (tooDeep) throw invalid(tooDeep);
  const problem = validateTestInput(signature, input);
  if (problem) throw invalid(`${field}: ${problem}`);
  return { input: input as Record<string, unknown>, expected: null };
}
