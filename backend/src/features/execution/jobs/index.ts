import { createJobRegistry } from "../queue/registry";
import { judgeJob } from "./judge-job";
import { runJob } from "./run-job";

/**
 * Every job type, listed once. The in-process pool and every BullMQ worker receive this
 * registry, so a job added here runs wherever jobs run; nothing registers by import side effect.
 */
export const EXECUTION_JOBS = createJobRegistry([runJob, judgeJob]);
