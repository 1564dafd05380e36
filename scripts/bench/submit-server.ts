import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { TWO_SUM } from "../../backend/src/features/execution";
import {
  freshPostgresDatabase,
  ROOT,
  rssMb,
  type ServerProcess,
  signUpCookie,
  startServerProcess,
} from "./server-process";

/**
 * The real server of `npm run bench:judge`, logged in, with Two Sum submitted through an HTTP
 * client process of its own (submit-client.mjs) that times each request itself.
 */

export type Phases = Record<string, number>;
/** A call that timed itself (the HTTP client's own process): its duration and phases. */
export type Timed = { ms: number; phases: Phases };
type ClientAnswer = { id: number; ms?: number; status?: number; text?: string; serverTiming?: string; error?: string };
export const isTimed = (value: unknown): value is Timed =>
  typeof value === "object" && value !== null && "ms" in value && "phases" in value;

/** Parses `Server-Timing: queue;dur=0.2, run;dur=12.0`. */
function parseServerTiming(header: string | null): Phases {
  const phases: Phases = {};
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().split(";");
    const duration = params.map((p) => /^dur=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
    if (name && duration) phases[name] = Number(duration);
  }
  return phases;
}

/** A running server whose submit route judges Two Sum, or null (with the reason) when it has none yet. */
export async function startSubmitServer(
  postgres: boolean,
): Promise<
  { server: ServerProcess; submit: (code: string, language: string) => Promise<Timed>; idleMb: number } | string
> {
  let server: ServerProcess | null = null;
  let client: ChildProcess | undefined;
  const database = postgres ? await freshPostgresDatabase() : null;
  try {
    server = await startServerProcess({
      EXEC_PER_USER: "64",
      RATE_LIMIT_RUN_PER_MINUTE: "1000000",
      SEED_DEMO: "false",
      ...(database
        ? { DATABASE_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379" }
        : {}),
    });
    const stopServer = server.stop;
    server.stop = async () => {
      client?.kill();
      await stopServer();
      await database?.drop();
    };
    const { cookie } = await signUpCookie(server.url, `bench${Date.now() % 1_000_000}`);
    const list = await fetch(`${server.url}/api/challenges`, { headers: { cookie } });
    if (!list.ok) throw new Error(`GET /api/challenges answered ${list.status}`);
    const items = (await list.json()) as { id: string; slug?: string; title: string }[];
    const twoSum = items.find((c) => c.slug === "two-sum" || c.title === "Two Sum");
    if (!twoSum) throw new Error("Two Sum is not in the served catalog");
    const url = `${server.url}/api/challenges/${twoSum.id}/submit`;
    // Sent from a client process of its own on a kept-alive connection, as a browser would.
    const sender = fork(path.join(ROOT, "scripts/bench/submit-client.mjs"), [], { stdio: "inherit" });
    client = sender;
    let nextId = 0;
    const answers = new Map<number, (answer: ClientAnswer) => void>();
    sender.on("message", (answer: ClientAnswer) => {
      answers.get(answer.id)?.(answer);
      answers.delete(answer.id);
    });
    const submit = async (code: string, language: string): Promise<Timed> => {
      const id = nextId++;
      const answer = await new Promise<ClientAnswer>((resolve) => {
        answers.set(id, resolve);
        sender.send({ id, url, cookie, payload: JSON.stringify({ code, language }) });
      });
      if (answer.error) throw new Error(`${language} submit: ${answer.error}`);
      const verdict = (JSON.parse(answer.text ?? "{}") as { verdict?: string }).verdict;
      if (answer.status !== 200 || verdict !== "Accepted") {
        throw new Error(`${language} submit: ${answer.status} ${(answer.text ?? "").slice(0, 300)}`);
      }
      return { ms: answer.ms ?? 0, phases: parseServerTiming(answer.serverTiming ?? "") };
    };
    await submit(TWO_SUM.python, "python");
    return { server, submit, idleMb: await rssMb(server.pid) };
  } catch (error) {
    if (server) await server.stop();
    else await database?.drop();
    return (error as Error).message;
  }
}
