import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

const ROOT = "/sys/fs/cgroup";

/** A per-job cgroup v2 with memory.max and pids.max set; the sandbox launcher joins it through `procsFile`. */
export type JobCgroup = {
  procsFile: string;
  /** Peak memory of the whole job in KB (memory.peak, Linux 5.19+), or null when the kernel does not report it. */
  peakKb(): Promise<number | null>;
  /** True when the kernel's OOM killer ended a process of the job (the job passed memory.max). */
  oomKilled(): Promise<boolean>;
  remove(): Promise<void>;
};

export type CgroupSupport = {
  base: string;
  create(limits: { memoryBytes: number; processes: number }): Promise<JobCgroup>;
};

export type CgroupProbe = { support: CgroupSupport | null; reason: string };

/**
 * Uses cgroup v2 when the memory and pids controllers are already delegated to this process's
 * cgroup (systemd `Delegate=yes` with the server in a leaf, or a container set up that way).
 * It never moves the server or touches cgroups it was not given, so on other machines it
 * reports why and the sandbox falls back to rlimits and RSS polling.
 */
export async function probeCgroup(): Promise<CgroupProbe> {
  try {
    await access(path.join(ROOT, "cgroup.controllers"));
  } catch {
    return { support: null, reason: "cgroup v2 is not mounted at /sys/fs/cgroup" };
  }
  const self = await readFile("/proc/self/cgroup", "utf8");
  const line = self.split("\n").find((l) => l.startsWith("0::"));
  if (!line) return { support: null, reason: "this process has no cgroup v2 path" };
  const base = path.join(ROOT, line.slice(3).trim());
  const enabled = (await readFile(path.join(base, "cgroup.subtree_control"), "utf8").catch(() => "")).split(/\s+/);
  if (!enabled.includes("memory") || !enabled.includes("pids")) {
    return { support: null, reason: `memory and pids controllers are not delegated to ${base}` };
  }
  try {
    const probe = path.join(base, `cp-probe-${randomBytes(4).toString("hex")}`);
    await mkdir(probe);
    await rmdir(probe);
  } catch (error) {
    return { support: null, reason: `${base} is not writable (${(error as Error).message})` };
  }
  return { support: createSupport(base), reason: `cgroup v2 at ${base}` };
}

function createSupport(base: string): CgroupSupport {
  return {
    base,
    async create(limits) {
      const dir = path.join(base, `cp-job-${randomBytes(6).toString("hex")}`);
      await mkdir(dir);
      await writeFile(path.join(dir, "memory.max"), String(limits.memoryBytes));
      // Swap would let a job exceed memory.max silently; not every kernel exposes the knob.
      await writeFile(path.join(dir, "memory.swap.max"), "0").catch(() => undefined);
      await writeFile(path.join(dir, "pids.max"), String(limits.processes));
      return {
        procsFile: path.join(dir, "cgroup.procs"),
        async peakKb() {
          const text = await readFile(path.join(dir, "memory.peak"), "utf8").catch(() => null);
          return text === null ? null : Math.round(Number(text.trim()) / 1024);
        },
        async oomKilled() {
          const text = await readFile(path.join(dir, "memory.events"), "utf8").catch(() => "");
          const match = /^oom_kill (\d+)/m.exec(text);
          return match !== null && Number(match[1]) > 0;
        },
        async remove() {
          // The last processes of a killed job may take a moment to leave the group.
          for (let attempt = 0; attempt < 20; attempt++) {
            try {
              await rmdir(dir);
              return;
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          }
        },
      };
    },
  };
}
