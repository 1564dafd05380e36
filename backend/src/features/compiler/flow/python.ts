import { readFileSync } from "node:fs";

/** The tracer (python-tracer.py), read once; the learner's program is handed to it as a string literal. */
const TRACER = readFileSync(new URL("./python-tracer.py", import.meta.url), "utf8");

/**
 * The program the sandbox runs for a Python flow analysis: the tracer, then a call that parses,
 * instruments and runs the learner's code (given as a JSON string, which is a valid Python literal).
 */
export function pythonFlowProgram(code: string): string {
  return `${TRACER}\n_fl_main(${JSON.stringify(code)})\n`;
}
