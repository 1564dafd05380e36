import { ConfigError, loadConfig } from "./config";
import { startPlatform } from "./platform";

/** The web process: API, Socket.IO and the web app on one port. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const platform = await startPlatform(config);
  const { admin, student } = platform.created;
  if (admin || student) {
    console.log("\nAccounts created on this first start (keep these; they are not shown again):");
    if (admin) console.log(`  admin:   ${admin.username} / ${admin.password}`);
    if (student) console.log(`  student: ${student.username} / ${student.password}`);
    console.log("");
  }
  platform.logger.info(
    `Serving on ${platform.url} (database: ${platform.database.kind}${config.redisUrl ? ", redis" : ""}) in ${Date.now() - started} ms`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.logger.info(`${signal} received, shutting down`);
    // Requests in flight get a grace period; a shutdown that hangs past it must not keep the port.
    setTimeout(() => {
      platform.logger.warn("Shutdown took longer than 10 s; exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    await platform.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
