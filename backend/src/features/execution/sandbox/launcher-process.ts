import { readlink } from "node:fs/promises";
import type { LauncherMessage } from "./launcher";
import { type SpawnRequest, spawnMeasured } from "./spawn-measured";

/**
 * The launcher process (see launcher.ts): starts each requested sandbox and reports its output
 * chunks and outcome over IPC. When the server goes away the channel closes and this process
 * exits, and with it every sandbox (bwrap --die-with-parent).
 */
const send = (message: LauncherMessage) => process.send?.(message);

process.on("message", (message: { id: number; request: SpawnRequest; stream: boolean }) => {
  const onStdout = message.stream ? (chunk: string) => send({ id: message.id, chunk }) : undefined;
  void spawnMeasured(message.request, onStdout).then((outcome) => send({ id: message.id, outcome }));
});
process.on("disconnect", () => process.exit(0));
// Tells the server which network namespace the sandboxes started from here will share.
void readlink("/proc/self/ns/net").then(
  (network) => send({ network }),
  () => send({ network: "" }),
);
