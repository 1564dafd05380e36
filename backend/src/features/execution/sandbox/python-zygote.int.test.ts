import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, IN_ZYGOTE, startHarness } from "../../../test/execution-harness";

/**
 * Python runs forked from the zygote (python-zygote.c): each in a sandbox of its own, that no
 * other run and nothing of the zygote can be seen from, and behaving as `python3 -s main.py`.
 * The harness waits until Python runs come from the zygote.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function python(code: string, stdin?: string) {
  const answer = await harness.run("python", code, stdin);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("Python runs forked from the zygote", () => {
  it("sees only its own processes and files, with no capabilities and no way to make namespaces", async () => {
    const body = await python(`import ctypes, os
print(" /control " in open("/proc/self/mountinfo").read())
print(sorted(int(p) for p in os.listdir("/proc") if p.isdigit()))
print(os.listdir("/runs"), os.listdir("/control"), os.listdir("/app"), os.listdir("/tmp"), os.listdir("/dev/shm"))
status = dict(line.split(":\\t") for line in open("/proc/self/status").read().splitlines() if ":\\t" in line)
print(status["CapEff"], status["CapBnd"], status["NoNewPrivs"], status["Seccomp"])
libc = ctypes.CDLL(None, use_errno=True)
print(libc.unshare(0x10000000), libc.mount(b"none", b"/tmp", b"tmpfs", 0, None))
`);
    expect(body.verdict, JSON.stringify(body)).toBe("Accepted");
    expect(body.stdout).toBe("True\n[1, 2]\n[] [] ['main.py'] [] []\n0000000000000000 0000000000000000 1 2\n-1 -1\n");
  });

  it("cannot see or touch a run going on at the same time", async () => {
    const first = python(`import os, time
open("/tmp/mine", "w").write("secret")
terminal = os.openpty()
print(os.getpid(), flush=True)
time.sleep(1.5)
print(open("/tmp/mine").read())
`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await python(`import os, signal
print(sorted(int(p) for p in os.listdir("/proc") if p.isdigit()), os.listdir("/tmp"), os.listdir("/dev/pts"), flush=True)
for pid in range(3, 50):
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
os.kill(-1, signal.SIGKILL)
`);
    expect(second.stdout).toBe("[1, 2] [] ['ptmx']\n");
    expect(second.verdict).toBe("Runtime Error");
    const done = await first;
    expect(done.verdict, JSON.stringify(done)).toBe("Accepted");
    expect(done.stdout).toBe("2\nsecret\n");
    // The zygote outlived both.
    expect((await python(IN_ZYGOTE)).stdout).toBe("True\n");
  });

  it("starts every run from the same clean interpreter: fresh randomness, nothing of the run before", async () => {
    const change = `import builtins, os, random, sys
print(random.getrandbits(64))
sys.modules["os"].planted = 1
builtins.planted = 1
sys.path.append("/planted")
`;
    const check = `import builtins, os, random, sys
print(random.getrandbits(64))
print(hasattr(os, "planted"), hasattr(builtins, "planted"), "/planted" in sys.path, "random" in sys.modules)
`;
    const first = await python(change);
    const second = await python(check);
    const [firstRandom] = String(first.stdout).split("\n");
    const [secondRandom, rest] = String(second.stdout).split("\n");
    expect(firstRandom).toMatch(/^\d+$/);
    expect(secondRandom).not.toBe(firstRandom);
    expect(rest).toBe("False False False True");
  });

  it("runs the script as python3 -s main.py does: argv, __main__, stdin, errors, exit codes", async () => {
    const script = await python(
      `import sys
print(sys.argv, __name__, __file__, sys.path[0], sys.flags.no_user_site, sys.dont_write_bytecode)
print(open("/proc/self/cmdline").read().rstrip("\\0").split("\\0")[1:])
print(input()[::-1])
`,
      "olleh\n",
    );
    expect(script.stdout).toBe("['/app/main.py'] __main__ /app/main.py /app 1 True\n['-s', '/app/main.py']\nhello\n");

    const failing = await python("x = 1\nraise ValueError('no')\n");
    expect(failing.verdict).toBe("Runtime Error");
    expect(failing.stderr).toBe(
      "Traceback (most recent call last):\n  File \"/app/main.py\", line 2, in <module>\n    raise ValueError('no')\nValueError: no\n",
    );

    const exiting = await python("import sys\nprint('out')\nsys.exit(3)\n");
    expect(exiting.stdout).toBe("out\n");
    expect(exiting.verdict).toBe("Runtime Error");
  });

  it("ends as Python does: atexit functions, threads left running, output larger than a pipe", async () => {
    const ending = await python(`import atexit, threading, time
atexit.register(lambda: print("at exit"))
def late():
    time.sleep(0.2)
    print("thread done")
threading.Thread(target=late).start()
print("main done")
`);
    expect(ending.stdout).toBe("main done\nthread done\nat exit\n");

    const large = await python(
      "import sys\nsys.stdout.write('x' * 200000)\nprint(len(input()))\n",
      "y".repeat(200_000),
    );
    expect(large.verdict).toBe("Accepted");
    expect(large.stdout).toBe(`${"x".repeat(200_000)}200000\n`);
  });
});
