import { chmod, chown, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type SandboxUser = { uid: number; gid: number } | null;

/**
 * Per-job host folders under `<cacheDir>/jobs/<pid>/` (one folder per process, since several
 * workers may share a cache folder). A folder holds the source and, for compiles, the compiler's
 * `out/`; it is removed when the job ends, and folders of processes that died are removed at
 * start-up.
 */
export function createJobFolders(cacheDir: string) {
  const root = path.join(cacheDir, "jobs");
  const mine = path.join(root, String(process.pid));
  return {
    /** Where the launcher keeps the folders of its prepared sandboxes (sandbox-pool.ts). */
    poolDir: path.join(mine, "pool"),
    async prepare(): Promise<void> {
      await removeOrphans(root);
      await mkdir(mine, { recursive: true });
      // the sandbox user must reach job folders, not list them
      await chmod(root, 0o711);
      await chmod(mine, 0o711);
    },

    /**
     * A fresh folder holding `fileName` with `content`. Writable (for a compiler, with an empty
     * `out/`) means owned by the sandbox user; otherwise it is only readable to it.
     */
    async create(user: SandboxUser, fileName: string, content: string, writable: boolean): Promise<string> {
      const dir = await mkdtemp(path.join(mine, "job-"));
      const file = path.join(dir, fileName);
      await writeFile(file, content, { mode: 0o644 });
      if (!writable) {
        await chmod(dir, 0o755);
        return dir;
      }
      const out = path.join(dir, "out");
      await mkdir(out);
      if (user) for (const owned of [dir, file, out]) await chown(owned, user.uid, user.gid);
      return dir;
    },

    async remove(dir: string): Promise<void> {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Job folders of processes that are gone (a crash or a kill mid-job). */
async function removeOrphans(root: string): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const pid = Number(name);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      alive = (error as NodeJS.ErrnoException).code === "EPERM";
    }
    if (!alive || !Number.isInteger(pid)) await rm(path.join(root, name), { recursive: true, force: true });
  }
}
