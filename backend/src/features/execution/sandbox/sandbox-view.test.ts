import { describe, expect, it } from "vitest";
import { buildBwrapArgs, buildSystemView } from "./sandbox-view";

const plan = {
  systemView: ["--ro-bind", "/usr", "/usr"],
  binds: [{ source: "/opt/py", target: "/opt/py" }],
  tmpfsBytes: 1 << 20,
  sizedTmpfs: true,
  helperPath: "/cache/helper",
  env: { PATH: "/usr/bin", HOME: "/box" },
  command: ["/sandbox/helper", "--", "/app/main"],
};

describe("buildBwrapArgs", () => {
  it("isolates everything and ends with the command", () => {
    const args = buildBwrapArgs(plan);
    for (const flag of ["--unshare-all", "--as-pid-1", "--die-with-parent", "--new-session", "--clearenv"])
      expect(args).toContain(flag);
    expect(args).not.toContain("--share-net");
    expect(args.join(" ")).toContain("--cap-drop ALL");
    expect(args.slice(args.indexOf("--"))).toEqual(["--", "/sandbox/helper", "--", "/app/main"]);
  });

  it("leaves capabilities only to a helper that mounts the job's bounded tmpfs (it drops them itself)", () => {
    expect(buildBwrapArgs(plan)).not.toContain("--cap-add");
    const args = buildBwrapArgs({ ...plan, helperMounts: true }).join(" ");
    expect(args).toContain("--cap-drop ALL --cap-add CAP_SYS_ADMIN --cap-add CAP_SETPCAP");
  });

  it("gives a size-limited tmpfs as /box unless a work folder is bound, and seals the root", () => {
    const args = buildBwrapArgs(plan).join(" ");
    expect(args).toContain("--size 1048576 --tmpfs /box");
    expect(args).toContain("--ro-bind /opt/py /opt/py");
    expect(args).toMatch(/--remount-ro \/ .*--chdir \/box/);
    const compile = buildBwrapArgs({ ...plan, workDir: "/cache/jobs/job-1" }).join(" ");
    expect(compile).toContain("--bind /cache/jobs/job-1 /box");
    expect(compile).not.toContain("--tmpfs /box");
  });

  it("gives /dev/shm a sized tmpfs and seals the rest of /dev", () => {
    const args = buildBwrapArgs(plan).join(" ");
    expect(args).toContain("--dev /dev --size 1048576 --tmpfs /dev/shm --remount-ro /dev");
    expect(args).toContain("--size 1048576 --tmpfs /tmp");
  });
});

describe("buildSystemView", () => {
  it("shows /usr and runtime pieces of /etc, never shadow, passwd or the host's other files", async () => {
    const view = await buildSystemView();
    expect(view.slice(0, 3)).toEqual(["--ro-bind", "/usr", "/usr"]);
    const sources = view.filter((_, i) => view[i - 1] === "--ro-bind");
    expect(
      sources
        .filter((s) => s.startsWith("/etc"))
        .every((s) => /^\/etc\/(alternatives|ld\.so\.|localtime|mono|java)/.test(s)),
    ).toBe(true);
    expect(view).not.toContain("/etc/shadow");
    expect(view).not.toContain("/etc/passwd");
    expect(view).not.toContain("/etc");
  });
});
