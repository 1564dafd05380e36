import { parentPort } from "node:worker_threads";
import type { AnalysisRequest } from "./analyzer";
import { analyzeCode } from "./code-analysis";

/** The analysis thread (see analyzer.ts): reads code, answers its analysis or null if it threw. */
parentPort?.on("message", (request: AnalysisRequest) => {
  let analysis = null;
  try {
    analysis = analyzeCode(request.code, request.language, request.signature, request.topic);
  } catch {
    // unreadable code: the coach falls back to what the judge knows
  }
  parentPort?.postMessage({ id: request.id, analysis });
});
parentPort?.postMessage({ ready: true });
