import { type Program, parse } from "acorn";
import type { FlowNode } from "../records";
import { scopeProgram } from "./functions";
import { Rewriter } from "./rewriter";
import { RUNTIME_LINE } from "./runtime";
import { visitStatements } from "./statements";

/**
 * JavaScript flow analysis: the learner's program is parsed with acorn and rewritten, on the
 * server, so that every operator, call, assignment, branch, loop, return and handler reports
 * its real value to `_fl_t` (the runtime of runtime.ts, prepended on the same first line so that line
 * numbers stay the learner's). The rewritten program runs in the sandbox like any run.
 *
 * The visitors follow the grammar, which nests both ways: statements.ts (statements),
 * expressions.ts (operators, calls, assignments) and functions.ts (functions, classes and the
 * scopes they open) call one another; rewriter.ts holds the edits they make, syntax.ts what they
 * read off the tree.
 */

/** Said when a program nests deeper than the parser or the rewriter can follow on the server's stack. */
export const TOO_DEEP = "The program nests expressions too deeply to be traced";

export function javascriptFlowProgram(code: string): { source: string; meta: FlowNode[] } | { error: string } {
  let program: Program;
  try {
    program = parse(code, {
      ecmaVersion: "latest",
      sourceType: "script",
      locations: true,
      preserveParens: true,
      allowReturnOutsideFunction: true,
      allowHashBang: true,
    });
  } catch (error) {
    // acorn says so itself when its recursion runs out of stack ("Not enough stack space to parse input").
    if (error instanceof RangeError || /stack space/i.test(String(error))) return { error: TOO_DEEP };
    // acorn throws a SyntaxError with its position added as `loc`, a shape its types do not declare.
    const e = error as { message: string; loc?: { line: number } };
    return {
      error: `SyntaxError: ${e.message.replace(/ \(\d+:\d+\)$/, "")}${e.loc ? ` (line ${e.loc.line})` : ""}`,
    };
  }
  // The rewriter recurses along the tree: a chain such as x.b.b.b... thousands long, which the
  // parser reads in a loop, can exhaust the stack here.
  try {
    const rewriter = new Rewriter(code);
    // The global frame's variables: registered before the program's first statement (before a
    // #! line's comment marker, which must stay in front of the rest of that line).
    scopeProgram(rewriter, program);
    // A #! line is only allowed at the very start; after the runtime it becomes a comment.
    if (code.startsWith("#!")) rewriter.hashbang();
    visitStatements(rewriter, program.body);
    return { source: RUNTIME_LINE + rewriter.apply(), meta: rewriter.meta };
  } catch (error) {
    if (error instanceof RangeError) return { error: TOO_DEEP };
    return { error: `The flow analysis could not follow this program (${String(error)})` };
  }
}
