import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { access, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allText, CANARY, type Harness, RESPONSIVE_MS, startHarness } from "../../../test/execution-harness";

/**
 * Programs that try to get out: network, host files, the server's environment, other processes.
 * Each must end with the expected verdict, leak nothing, and leave /api/health fast.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function runChecked(language: string, code: string) {
  const answer = await harness.runWatched(language, code);
  expect(answer.status).toBe(200);
  expect(answer.healthChecks).toBeGreaterThan(0);
  expect(answer.slowestHealthMs).toBeLessThan(RESPONSIVE_MS);
  expect(allText(answer)).not.toContain(CANARY);
  return answer.body;
}

describe("hostile programs: escapes", () => {
  it("has no network: not the server's own port, not the database port, not the internet", async () => {
    const body = await runChecked(
      "python",
      `import socket
for host, port in [("127.0.0.1", ${harness.port}), ("127.0.0.1", 5432), ("1.1.1.1", 80), ("10.0.0.1", 80)]:
    s = socket.socket()
    s.settimeout(2)
    try:
        s.connect((host, port))
        print("CONNECTED", host, port)
    except OSError as e:
        print("blocked", host, port, e.errno)
try:
    socket.getaddrinfo("example.com", 80)
    print("RESOLVED")
except OSError:
    print("no dns")
`,
    );
    expect(body.verdict).toBe("Accepted");
    expect(body.stdout).not.toContain("CONNECTED");
    expect(body.stdout).not.toContain("RESOLVED");
    expect(String(body.stdout).match(/blocked/g)).toHaveLength(4);
  });

  it("cannot read /etc/shadow (nor /etc/passwd)", async () => {
    const body = await runChecked(
      "c",
      `#include <stdio.h>
int main(void) {
  const char *files[] = {"/etc/shadow", "/etc/passwd", "/etc/hostname"};
  for (int i = 0; i < 3; i++) {
    FILE *f = fopen(files[i], "r");
    if (!f) { printf("missing %s\\n", files[i]); continue; }
    int c; while ((c = fgetc(f)) != EOF) putchar(c);
    fclose(f);
  }
  return 0;
}
`,
    );
    expect(body.verdict).toBe("Accepted");
    expect(body.stdout).toBe("missing /etc/shadow\nmissing /etc/passwd\nmissing /etc/hostname\n");
  });

  it("sees neither the server's environment nor /proc/1/environ", async () => {
    const body = await runChecked(
      "python",
      `import os
print(sorted(os.environ))
for pid in os.listdir("/proc"):
    if pid.isdigit():
        try:
            print(pid, open(f"/proc/{pid}/environ", "rb").read())
        except OSError as e:
            print(pid, "unreadable", e.errno)
`,
    );
    expect(body.verdict).toBe("Accepted");
    expect(String(body.stdout).split("\n")[0]).toBe(
      "['HOME', 'LANG', 'MALLOC_ARENA_MAX', 'PATH', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'TMPDIR']",
    );
    expect(body.stdout).not.toMatch(/SESSION_SECRET|DATABASE_URL/);
    // pid 1 is the sandbox helper, not the server: the server is not even visible.
    expect(body.stdout).not.toContain(String(process.pid));
  });

  it("cannot read the supervisor's command line or environment (/proc/1)", async () => {
    const body = await runChecked(
      "python",
      `for name in ["cmdline", "environ"]:
    try:
        data = open(f"/proc/1/{name}", "rb").read()
        print(name, repr(data.replace(b"\\0", b" ").strip()))
    except OSError as e:
        print(name, "unreadable", e.errno)
`,
    );
    expect(body.verdict).toBe("Accepted");
    const lines = String(body.stdout).split("\n");
    // Either unreadable or empty: never the helper's limits, path or the job's environment.
    expect(lines[0]).toMatch(/^cmdline (unreadable \d+|b'')$/);
    expect(lines[1]).toMatch(/^environ (unreadable \d+|b'')$/);
  });

  it("holds no capability, nor does its supervisor (bwrap leaves the helper some to mount the job's tmpfs)", async () => {
    // C runs in a bwrap sandbox of its own (Python's come from the zygote, tested there).
    const body = await runChecked(
      "c",
      `#include <stdio.h>
#include <string.h>
int main(void) {
  const char *files[] = {"/proc/self/status", "/proc/1/status"};
  for (int i = 0; i < 2; i++) {
    FILE *f = fopen(files[i], "r");
    char line[256];
    while (f && fgets(line, sizeof line, f))
      if (strncmp(line, "Cap", 3) == 0 || strncmp(line, "NoNewPrivs", 10) == 0) printf("%s %s", files[i], line);
  }
  return 0;
}
`,
    );
    expect(body.verdict).toBe("Accepted");
    const lines = String(body.stdout).trim().split("\n");
    const caps = lines.filter((line) => !line.includes("NoNewPrivs"));
    expect(caps, String(body.stdout)).toHaveLength(10);
    for (const line of caps) expect(line).toMatch(/Cap(Inh|Prm|Eff|Bnd|Amb):\t0{16}$/);
    expect(lines).toContain("/proc/self/status NoNewPrivs:\t1");
  });

  it("cannot reach another job through an abstract Unix socket", async () => {
    const name = `cp-abstract-${randomBytes(4).toString("hex")}`;
    const listener = harness.run(
      "python",
      `import socket, time
try:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind("\\0${name}")
    s.listen(1)
    s.settimeout(2.2)
    print("listening", flush=True)
    conn, _ = s.accept()
    print("ACCEPTED", conn.recv(100))
except OSError as e:
    print("refused", e.errno)
`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const connector = harness.run(
      "python",
      `import socket, time
for attempt in range(20):
    try:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect("\\0${name}")
        s.sendall(b"hello from another job")
        print("CONNECTED")
        break
    except OSError as e:
        last = e.errno
        time.sleep(0.1)
else:
    print("no way through", last)
`,
    );
    const [a, b] = await Promise.all([listener, connector]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // A job the loaded machine stopped before it printed has no stdout: it did not get through either.
    expect(String(b.body.stdout ?? "")).not.toContain("CONNECTED");
    expect(String(a.body.stdout ?? "")).not.toContain("ACCEPTED");
  });

  it("cannot write outside its work folder", async () => {
    const marker = `cp-escape-${randomBytes(4).toString("hex")}`;
    const body = await runChecked(
      "python",
      `import os
for target in ["/usr/${marker}", "/etc/${marker}", "/app/${marker}", "/${marker}", "/proc/${marker}"]:
    try:
        open(target, "w").write("x")
        print("WROTE", target)
    except OSError as e:
        print("refused", target, e.strerror)
open("/tmp/${marker}", "w").write("private")
open("${marker}", "w").write("private")
print("own folders ok")
`,
    );
    expect(body.verdict).toBe("Accepted");
    expect(body.stdout).not.toContain("WROTE");
    expect(body.stdout).toContain("own folders ok");
    for (const hostPath of [`/tmp/${marker}`, `/usr/${marker}`, `/etc/${marker}`, path.join(process.cwd(), marker)]) {
      await expect(access(hostPath)).rejects.toThrow();
    }
  });

  it("cannot reach a host file through a symlink in its work folder", async () => {
    const secretFile = path.join(os.tmpdir(), `cp-secret-${randomBytes(4).toString("hex")}`);
    await writeFile(secretFile, CANARY, { mode: 0o644 });
    try {
      const body = await runChecked(
        "python",
        `import os
for i, target in enumerate(["${secretFile}", "/etc/shadow", "/root", "/proc/1/root/etc/shadow"]):
    os.symlink(target, f"link{i}")
    try:
        print("READ", open(f"link{i}").read()[:40])
    except OSError as e:
        print("dangling", target, e.strerror)
`,
      );
      expect(body.verdict).toBe("Accepted");
      expect(body.stdout).not.toContain("READ");
      expect(String(body.stdout).match(/dangling/g)).toHaveLength(4);
      expect(await readFile(secretFile, "utf8")).toBe(CANARY);
    } finally {
      await rm(secretFile, { force: true });
    }
  });

  it("cannot kill other processes with kill -9 -1", async () => {
    // A process of the same host user as the sandbox, outside it: it must survive.
    const sentinel: ChildProcess = spawn("sleep", ["30"], {
      stdio: "ignore",
      ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
    });
    try {
      const body = await runChecked(
        "c",
        `#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
int main(void) {
  int rc = kill(-1, SIGKILL);
  printf("kill returned %d\\n", rc);
  return 0;
}
`,
      );
      expect(body.verdict).toBe("Accepted");
      expect(body.stdout).toMatch(/^kill returned/);
      expect(sentinel.exitCode).toBeNull();
      expect(sentinel.signalCode).toBeNull();
      expect(() => process.kill(sentinel.pid as number, 0)).not.toThrow();
    } finally {
      sentinel.kill("SIGKILL");
    }
  });
});
