import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allText, CANARY, type Harness, RESPONSIVE_MS, startHarness } from "../../../test/execution-harness";
import { buildHelper } from "./helper";
import { TMPFS_INODES } from "./sandbox-view";

/**
 * Programs that try to exhaust the machine. Each must end with the expected verdict, the
 * server must keep answering /api/health in under 100 ms meanwhile, and nothing may be left
 * running afterwards.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ compileLimits: { cpuMs: 3000, wallMs: 6000, memoryBytes: 512 * 1024 * 1024 } });
});
afterAll(async () => {
  await harness?.close();
});

/**
 * Sandbox processes left over: every process started with the cache folder on its command line,
 * except the prepared sandboxes waiting for a job (their slot folder exists and is empty: a job's
 * files are linked into it, and it is removed when the run ends) and the Python zygote's bwrap,
 * plus every process below that bwrap but the zygote itself: its runs' processes (their command
 * line is the zygote's, or wiped) live there, each run in a pid namespace of its own.
 */
function sandboxProcesses(): string {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [, pid, ppid, args] = /^\s*(\d+)\s+(\d+)\s?(.*)$/.exec(line) ?? [];
      return { pid: Number(pid), ppid: Number(ppid), args: args ?? "" };
    });
  const waiting = (line: string) => {
    const slot = / --ro-bind (\S+\/pool\/slot-\w+) \/app /.exec(line)?.[1];
    return (
      slot !== undefined &&
      line.endsWith("/sandbox/helper -W 4 5") &&
      existsSync(slot) &&
      readdirSync(slot).length === 0
    );
  };
  const left: string[] = [];
  for (const process of table) {
    if (!process.args.includes(harness.cacheDir) || waiting(process.args)) continue;
    if (!process.args.includes("/control/sock")) {
      left.push(`${process.pid} ${process.args}`);
      continue;
    }
    // A zygote: its bwrap, bwrap's pid 1 and the zygote (the first process with its command line there).
    const below = (pid: number): typeof table =>
      table.filter((p) => p.ppid === pid).flatMap((p) => [p, ...below(p.pid)]);
    const zygote = below(process.pid).find((p) => p.args.startsWith("/sandbox/helper /control/sock"));
    for (const inside of below(process.pid))
      if (inside !== zygote && inside.ppid !== process.pid) left.push(`${inside.pid} (in the zygote) ${inside.args}`);
  }
  return left.join("\n");
}

/**
 * What is still running of finished runs once their sandboxes have had time to be torn down: a
 * run answers as soon as its job has ended, while bwrap may still be taking its namespaces down.
 */
async function leftRunning(): Promise<string> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const left = sandboxProcesses();
    if (left === "" || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectVerdict(language: string, code: string, verdict: string, statusId?: number) {
  const answer = await harness.runWatched(language, code);
  expect(answer.status).toBe(200);
  expect(answer.body.verdict, JSON.stringify(answer.body)).toBe(verdict);
  if (statusId !== undefined) expect((answer.body.status as { id: number }).id).toBe(statusId);
  expect(answer.healthChecks).toBeGreaterThan(0);
  expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
  expect(allText(answer)).not.toContain(CANARY);
  expect(await leftRunning()).toBe("");
  return answer.body;
}

describe("hostile programs: resources", () => {
  it("stops a fork bomb in C", async () => {
    await expectVerdict("c", "#include <unistd.h>\nint main(void) { for (;;) fork(); }\n", "Time Limit Exceeded", 5);
  });

  it("stops a fork bomb in Python", async () => {
    const body = await harness.runWatched(
      "python",
      "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n",
    );
    // Depending on speed it hits the summed memory of its copies or the CPU limit first.
    expect(["Memory Limit Exceeded", "Time Limit Exceeded"]).toContain(body.body.verdict);
    expect(body.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(await leftRunning()).toBe("");
  });

  it("stops a memory bomb (C under RLIMIT_AS, JavaScript under RSS polling)", async () => {
    const c = await expectVerdict(
      "c",
      // The volatile store keeps clang from optimising the unused allocations away.
      "#include <stdlib.h>\n#include <string.h>\nstatic char *volatile keep;\nint main(void) { for (;;) { char *p = malloc(1 << 20); memset(p, 1, 1 << 20); keep = p; } }\n",
      "Memory Limit Exceeded",
    );
    expect(c.message).toContain("Memory limit exceeded");
    await expectVerdict(
      "javascript",
      "const a = []; for (;;) a.push(new Array(1e6).fill(1.5));\n",
      "Memory Limit Exceeded",
    );
  });

  it("stops an infinite loop at the CPU limit", async () => {
    const body = await expectVerdict("c", "int main(void) { for (;;) {} }\n", "Time Limit Exceeded", 5);
    // Stopped at 1.5 s of CPU (or at the 3 s wall limit on a machine too busy to give it that much).
    expect(Number(body.time)).toBeGreaterThan(0.5);
    expect(Number(body.time)).toBeLessThan(2);
  });

  it("kills a program sleeping past the wall limit", async () => {
    const body = await expectVerdict("python", "import time\ntime.sleep(60)\n", "Time Limit Exceeded", 5);
    expect(body.message).toContain("wall");
  });

  it("caps 100 MB of output", async () => {
    const body = await expectVerdict(
      "python",
      "import sys\nchunk = 'x' * 65536\nfor _ in range(1600):\n    sys.stdout.write(chunk)\n",
      "Output Limit Exceeded",
    );
    expect(String(body.stdout).length).toBe(256 * 1024);
  });

  it("keeps a program filling the disk inside its own small tmpfs", async () => {
    const jobs = path.join(harness.cacheDir, "jobs", String(process.pid));
    const body = await expectVerdict(
      "python",
      "i = 0\nwhile True:\n    with open(f'fill{i}', 'wb') as f:\n        f.write(b'0' * (1 << 20))\n    i += 1\n",
      "Runtime Error",
      11,
    );
    expect(String(body.stderr)).toMatch(/No space left on device/);
    // Its job folder is removed (just after the answer: one of the test before may still be
    // going) and nothing else is left on the host.
    const jobFolders = async () => (await readdir(jobs)).filter((name) => name !== "pool");
    await expect.poll(jobFolders).toEqual([]);
  });

  /** Largest "held N" line a program printed, in MB. */
  function heldMb(stdout: unknown): number {
    return Math.max(0, ...[...String(stdout).matchAll(/held (\d+)/g)].map((m) => Number(m[1])));
  }
  const LIMIT_MB = 128; // TEST_LIMITS.memoryBytes

  it("counts files in /dev/shm against the memory limit (1 GB is refused or ends in MLE)", async () => {
    const answer = await harness.runWatched(
      "python",
      `import sys
chunk = b"1" * (16 << 20)
held = 0
try:
    for i in range(64):
        with open(f"/dev/shm/fill{i}", "wb") as f:
            f.write(chunk)
        held += 16
        print("held", held, flush=True)
except OSError as e:
    print("refused", e.strerror, flush=True)
`,
    );
    expect(answer.status).toBe(200);
    expect(["Memory Limit Exceeded", "Accepted"]).toContain(answer.body.verdict);
    if (answer.body.verdict === "Accepted") expect(answer.body.stdout).toContain("refused");
    expect(heldMb(answer.body.stdout)).toBeLessThanOrEqual(LIMIT_MB);
    expect(await leftRunning()).toBe("");
  });

  it("refuses memory files (memfd_create): 1 GB of them is never held", async () => {
    const answer = await harness.runWatched(
      "python",
      `import os
chunk = b"1" * (16 << 20)
held = 0
try:
    files = []
    for i in range(64):
        # one file each: a single file is already capped by RLIMIT_FSIZE
        files.append(os.memfd_create(f"hoard{i}"))
        os.write(files[-1], chunk)
        held += 16
        print("held", held, flush=True)
except OSError as e:
    print("refused", e.strerror, flush=True)
`,
    );
    expect(answer.status).toBe(200);
    expect(["Memory Limit Exceeded", "Accepted"]).toContain(answer.body.verdict);
    expect(heldMb(answer.body.stdout)).toBeLessThanOrEqual(LIMIT_MB);
    expect(await leftRunning()).toBe("");
  });

  it("counts files spread over every writable folder against one memory limit", async () => {
    const answer = await harness.runWatched(
      "python",
      `chunk = b"1" * (8 << 20)
held = 0
folders = ["/tmp", "/dev/shm", ".", "/dev"]
for i in range(128):
    for folder in list(folders):
        try:
            with open(f"{folder}/fill{i}", "wb") as f:
                f.write(chunk)
            held += 8
            print("held", held, flush=True)
        except OSError as e:
            print("refused", folder, e.strerror, flush=True)
            folders.remove(folder)
    if not folders:
        break
`,
    );
    expect(answer.status).toBe(200);
    // The folders together could hold more than the limit: the job ends when they do.
    expect(answer.body.verdict, String(answer.body.stdout).slice(-300)).toBe("Memory Limit Exceeded");
    expect(answer.body.stdout).toMatch(/refused \/dev /);
    expect(heldMb(answer.body.stdout)).toBeLessThan(LIMIT_MB + 64);
    expect(await leftRunning()).toBe("");
  });

  /**
   * Empty files cost no byte of a tmpfs but an inode and a dentry of kernel memory each: a run
   * that made them for 4 s had 421,889 files in /dev/shm (526 MB of the host's slab) and reported
   * 1.6 MB. Each writable mount holds at most TMPFS_INODES, so creation ends in ENOSPC.
   */
  function expectInodesBounded(stdout: unknown) {
    const lines = [...String(stdout).matchAll(/^(\S+) (\d+) (.*)$/gm)];
    expect(
      lines.map((line) => line[1]),
      String(stdout),
    ).toEqual(["/dev/shm", "/tmp", "."]);
    for (const [, , count, error] of lines) {
      expect(Number(count), String(stdout)).toBeLessThanOrEqual(TMPFS_INODES);
      // Generous for real programs: thousands of files still fit.
      expect(Number(count)).toBeGreaterThan(TMPFS_INODES / 2);
      expect(error).toBe("No space left on device");
    }
  }

  it("bounds the files of every writable in-memory folder (an empty-file flood in C)", async () => {
    const answer = await harness.runWatched(
      "c",
      `#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(void) {
  const char *folders[] = {"/dev/shm", "/tmp", "."};
  char pad[191], name[512];
  memset(pad, 'x', 190);
  pad[190] = 0;
  for (int f = 0; f < 3; f++) {
    long count = 0;
    int error = 0;
    double end = now() + 0.4;
    while (now() < end) {
      snprintf(name, sizeof name, "%s/%s%010ld", folders[f], pad, count);
      int fd = open(name, O_CREAT | O_EXCL | O_WRONLY, 0600);
      if (fd < 0) { error = errno; break; }
      close(fd);
      count++;
    }
    printf("%s %ld %s\\n", folders[f], count, error ? strerror(error) : "time");
  }
  return 0;
}
`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.verdict, JSON.stringify(answer.body)).toBe("Accepted");
    expectInodesBounded(answer.body.stdout);
    expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(await leftRunning()).toBe("");
  });

  it("bounds the files of every writable in-memory folder (an empty-file flood in Python)", async () => {
    const answer = await harness.runWatched(
      "python",
      `import os, time
for folder in ["/dev/shm", "/tmp", "."]:
    count, error, end = 0, "time", time.monotonic() + 0.4
    while time.monotonic() < end:
        try:
            os.close(os.open(f"{folder}/{'x' * 190}{count:010d}", os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        except OSError as e:
            error = e.strerror
            break
        count += 1
    print(folder, count, error)
`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.verdict, JSON.stringify(answer.body)).toBe("Accepted");
    expectInodesBounded(answer.body.stdout);
    expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(await leftRunning()).toBe("");
  });

  it("reaps the processes of killed sandboxes: the launcher runs under the helper as its init", async () => {
    // A sandbox killed at the output limit leaves its inner processes to be re-parented; the
    // launcher's init (sandbox-helper -I) adopts and reaps them instead of the host's pid 1.
    const helper = await buildHelper(path.join(harness.cacheDir, "helper"));
    const init = spawn(helper, ["-I", "--", "/bin/sh", "-c", "(sleep 30 & echo $!); sleep 10"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const orphan = Number(
        await new Promise<string>((resolve) => init.stdout?.once("data", (d) => resolve(String(d)))),
      );
      const parentOf = async (pid: number) =>
        /^PPid:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, "utf8").catch(() => ""))?.[1];
      // Once the shell has exited, its orphan belongs to the init.
      for (let i = 0; i < 100 && (await parentOf(orphan)) !== String(init.pid); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await parentOf(orphan)).toBe(String(init.pid));
      process.kill(orphan, "SIGKILL");
      // ... and reaped, not left a zombie.
      let state: string | undefined = "?";
      for (let i = 0; i < 100 && state !== undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = /^State:\s+(\S)/m.exec(await readFile(`/proc/${orphan}/status`, "utf8").catch(() => ""))?.[1];
      }
      expect(state).toBeUndefined();
    } finally {
      init.kill("SIGKILL");
    }
  });

  it("ends a Java thread bomb", async () => {
    const body = await harness.runWatched(
      "java",
      "public class Main { public static void main(String[] a) { while (true) { new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }).start(); } } }\n",
    );
    // Thread creation fails at the process limit; the sleeping threads keep the JVM up until the wall limit.
    expect(body.body.verdict).toBe("Time Limit Exceeded");
    expect(body.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(await leftRunning()).toBe("");
  });

  it("reports a stack overflow in C as SIGSEGV", async () => {
    await expectVerdict(
      "c",
      "int f(int n) { volatile int x[16]; x[0] = n; return f(n + 1) + x[0]; }\nint main(void) { return f(0); }\n",
      "Runtime Error",
      7,
    );
  });

  it("reports a stack overflow in Python as a runtime error", async () => {
    const body = await expectVerdict("python", "def f(n):\n    return f(n + 1)\nf(0)\n", "Runtime Error", 11);
    expect(String(body.stderr)).toContain("RecursionError");
  });

  it("survives #include </dev/random> at compile time", async () => {
    // gcc reads the device until a compile limit stops it; clang 19 reads a character device as
    // an empty file. Either way the compile ends, and the server answers throughout.
    const answer = await harness.runWatched("c", "#include </dev/random>\nint main(void) { return 0; }\n");
    expect(answer.status).toBe(200);
    const verdict = answer.body.verdict as string;
    expect(["Compilation Error", "Accepted"], JSON.stringify(answer.body)).toContain(verdict);
    if (verdict === "Compilation Error")
      expect(answer.body.message).toMatch(/Compilation (memory|time) limit exceeded/);
    expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
    expect(await leftRunning()).toBe("");
  });

  it("stops a C++ template bomb at compile time", async () => {
    const body = await expectVerdict(
      "cpp",
      "template <int D, int N> struct T { static const long v = T<D - 1, 2 * N>::v + T<D - 1, 2 * N + 1>::v; };\n" +
        "template <int N> struct T<0, N> { static const long v = N; };\nint main() { return T<24, 0>::v != 0; }\n",
      "Compilation Error",
      6,
    );
    expect(body.message).toMatch(/Compilation (memory|time) limit exceeded/);
  });
});
