// The TypeScript compiler in a worker thread of a pool: type-checks and compiles one learner
// program per message, so a slow or hostile type-check never blocks the web process's event loop.
// The standard library's declaration files are parsed once, before the worker says it is ready,
// and kept for every later program.
import { parentPort } from "node:worker_threads";
import ts from "typescript";

const FILE = "main.ts";
/**
 * The few globals a learner's program has besides the ECMAScript library (the DOM's declarations
 * would be the largest file the compiler reads, for a program that only prints).
 */
const GLOBALS = "globals.d.ts";
const GLOBALS_TEXT = `
interface Console {
  log(...data: unknown[]): void;
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  info(...data: unknown[]): void;
  debug(...data: unknown[]): void;
  table(data: unknown, columns?: string[]): void;
}
declare var console: Console;
declare function setTimeout(handler: (...args: any[]) => void, timeout?: number, ...args: any[]): number;
declare function clearTimeout(id: number | undefined): void;
declare function setInterval(handler: (...args: any[]) => void, timeout?: number, ...args: any[]): number;
declare function clearInterval(id: number | undefined): void;
declare function queueMicrotask(callback: () => void): void;
declare function structuredClone<T>(value: T): T;
`;
const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  // Every program is a module: its top-level names never clash with a global's.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ["lib.es2022.d.ts"],
  strict: true,
  noEmitOnError: true,
  skipLibCheck: true,
  types: [],
  newLine: ts.NewLineKind.LineFeed,
};

const libCache = new Map();
const host = ts.createCompilerHost(OPTIONS);
const readLib = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, languageVersion, onError) => {
  if (fileName === FILE) return current;
  if (fileName === GLOBALS) return globals;
  let cached = libCache.get(fileName);
  if (!cached) {
    cached = readLib(fileName, languageVersion, onError);
    if (cached) libCache.set(fileName, cached);
  }
  return cached;
};
host.fileExists = (fileName) => fileName === FILE || fileName === GLOBALS || ts.sys.fileExists(fileName);
host.writeFile = () => undefined;

let current;
const globals = ts.createSourceFile(GLOBALS, GLOBALS_TEXT, ts.ScriptTarget.ES2022, true);

function compile(source) {
  current = ts.createSourceFile(FILE, source, ts.ScriptTarget.ES2022, true);
  const program = ts.createProgram({ rootNames: [FILE, GLOBALS], options: OPTIONS, host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    return { ok: false, diagnostics: errors.map(formatDiagnostic).join("\n") };
  }
  let js = "";
  program.emit(program.getSourceFile(FILE), (_name, text) => {
    js = text;
  });
  return { ok: true, js };
}

function formatDiagnostic(d) {
  const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
  if (d.file && d.start !== undefined) {
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName}(${line + 1},${character + 1}): error TS${d.code}: ${message}`;
  }
  return `error TS${d.code}: ${message}`;
}

// Load the compiler's checker and the library's declarations now, so the first learner's check
// does not pay for them; the pool hands this worker no check before it is ready.
compile("export {};\n");
parentPort.postMessage({ ready: true });

parentPort.on("message", ({ id, source }) => {
  try {
    parentPort.postMessage({ id, ...compile(source) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, diagnostics: `TypeScript failed: ${error.message}` });
  }
});
