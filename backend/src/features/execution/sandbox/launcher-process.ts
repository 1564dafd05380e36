import { readlink } from "node:fs/promises";
import path from "node:path";
import { failedOutcome, type LauncherMessage, type LauncherRequest } from "./launcher";
import { createSandboxPool, jobMessage } from "./sandbox-pool";
import { spawnMeasured } from "./spawn-measured";
import { createZygotes } from "./zygote-client";

/**
 * The launcher process (see launcher.ts): starts each requested sandbox and reports its output
 * chunks and outcome over IPC. When the server goes away the channel closes and this process
 * exits, and with it every sandbox (bwrap --die-with-parent).
 */
const send = (message: LauncherMessage) => process.send?.(message);

let pool: ReturnType<typeof createSandboxPool> | null = null;
let zygotes: ReturnType<typeof createZygotes> | null = null;

process.on("message", (message: LauncherRequest) => {
  const onStdout = message.stream ? (chunk: string) => send({ id: message.id, chunk }) : undefined;
  if ("pooled" in message) {
    pool ??= createSandboxPool(message.poolDir);
    const sandboxes = pool;
    const { pooled, zygote } = message;
    // The server's log: a zygote that fails leaves its runs to the prepared sandboxes.
    zygotes ??= createZygotes(path.join(message.poolDir, "zygotes"), (text) => console.error(text));
    const inZygote = zygote ? zygotes.run(zygote, pooled, jobMessage(pooled.helperArgs, pooled.env), onStdout) : null;
    void Promise.resolve(inZygote)
      .then((outcome) => outcome ?? sandboxes.run(pooled, onStdout))
      .then(
        (outcome) => send({ id: message.id, outcome }),
        (error: Error) => send({ id: message.id, outcome: failedOutcome(`Sandbox failed: ${error.message}`) }),
      );
    return;
  }
  void spawnMeasured(message.request, onStdout).then((outcome) => send({ id: message.id, outcome }));
});
process.on("disconnect", () => {
  pool?.close();
  zygotes?.close();
  process.exit(0);
});
// Tells the server which network namespace the sandboxes started from here will share.
void readlink("/proc/self/ns/net").then(
  (network) => send({ network }),
  () => send({ network: "" }),
);
