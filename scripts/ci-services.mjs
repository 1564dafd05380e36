// In CI the integration suite also runs against the machine's real PostgreSQL and Redis.
// Start them when they are down; fail loudly when they cannot be reached (CI never skips them).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

function reachable(port) {
  const result = spawnSync(
    process.execPath,
    [
      "-e",
      `const s=require("net").connect(${port},"127.0.0.1");s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(1));setTimeout(()=>process.exit(1),2000)`,
    ],
    { stdio: "ignore" },
  );
  return result.status === 0;
}

function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (reachable(port)) return true;
    spawnSync("sleep", ["0.25"]);
  }
  return false;
}

const START = {
  5432: () => {
    let version = "";
    try {
      version = readdirSync("/etc/postgresql")[0] ?? "";
    } catch {}
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "inherit" });
  },
  6379: () =>
    spawnSync(
      "sh",
      [
        "-c",
        'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
      ],
      { stdio: "inherit" },
    ),
};

export function ensureCiServices() {
  for (const [port, name] of [
    [5432, "PostgreSQL"],
    [6379, "Redis"],
  ]) {
    if (reachable(port)) continue;
    console.log(`→ ${name} is not answering on 127.0.0.1:${port}; starting it`);
    START[port]();
    if (!waitFor(port, 20)) {
      console.error(
        `✗ ${name} cannot be reached on 127.0.0.1:${port}: CI runs the integration suite against it and will not skip it.`,
      );
      process.exit(1);
    }
  }
}
