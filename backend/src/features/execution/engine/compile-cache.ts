import { createHash, randomBytes } from "node:crypto";
import { chmod, lchown, lstat, mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";

/** Hash of everything that determines a compiled artifact. */
export function cacheKey(parts: { language: string; version: string; flags: string[]; source: string }): string {
  const hash = createHash("sha256");
  for (const part of [parts.language, parts.version, parts.flags.join("\u0000"), parts.source]) {
    hash.update(part).update("\u0001");
  }
  return hash.digest("hex");
}

/** Bytes of regular files under `dir`; symlinks and special files are never followed. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await sizeOf(full);
    else if (entry.isFile()) total += (await lstat(full)).size;
  }
  return total;
}

/**
 * Removes anything in a compiler's output folder that is not a regular file or folder (the
 * compile ran untrusted input, so a symlink there must never be followed by the host) and hands
 * the rest to the server's user, so no later sandbox (running as the sandbox user) can alter it.
 */
async function sealArtifacts(dir: string): Promise<void> {
  const owner = process.getuid?.() ?? -1;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await sealArtifacts(full);
    else if (!entry.isFile()) {
      await rm(full, { force: true });
      continue;
    }
    if (owner === 0) await lchown(full, 0, 0);
    await chmod(full, entry.isDirectory() ? 0o755 : (await lstat(full)).mode & 0o111 ? 0o755 : 0o644);
  }
  if (owner === 0) await lchown(dir, 0, 0);
  await chmod(dir, 0o755);
}

/** How often a hit bumps its entry's mtime, the mark eviction goes by (ms). */
const TOUCH_EVERY_MS = 10_000;

type Entry = { bytes: number; touchedAt: number };

const totalBytes = (entries: Map<string, Entry>) => [...entries.values()].reduce((sum, { bytes }) => sum + bytes, 0);

export type CompileCache = {
  dir: string;
  /** The entry folder when `key` is cached (and marks it recently used), else null. */
  lookup(key: string): Promise<string | null>;
  /** Moves a compiler's output folder into the cache (same file system) and evicts old entries past the size bound. */
  store(key: string, outputDir: string): Promise<string>;
  /** Keeps an entry from eviction while a run uses it. */
  pin(key: string): () => void;
  /** Total bytes currently held. */
  size(): Promise<number>;
};

/**
 * Compiled artifacts under `<dir>/<sha256>/`, bounded to `maxBytes` by evicting the entries
 * used longest ago (the mtime of the entry folder is bumped on a hit, at most every 10 s).
 */
export function createCompileCache(options: { dir: string; maxBytes: number }): CompileCache {
  const entriesDir = path.join(options.dir, "artifacts");
  const pins = new Map<string, number>();
  /** Each entry's size, and when this process last bumped its mtime (ms since the epoch, 0: not yet). */
  let sizes: Map<string, Entry> | null = null;

  async function index(): Promise<Map<string, Entry>> {
    if (sizes) return sizes;
    await mkdir(entriesDir, { recursive: true });
    await chmod(entriesDir, 0o711); // reachable by the sandbox user, not listable
    const found = new Map<string, Entry>();
    for (const name of await readdir(entriesDir)) {
      if (!/^[0-9a-f]{64}$/.test(name)) {
        await rm(path.join(entriesDir, name), { recursive: true, force: true }); // interrupted store
        continue;
      }
      found.set(name, { bytes: await sizeOf(path.join(entriesDir, name)).catch(() => 0), touchedAt: 0 });
    }
    sizes = found;
    return found;
  }

  async function evict(known: Map<string, Entry>): Promise<void> {
    let total = totalBytes(known);
    if (total <= options.maxBytes) return;
    const aged = await Promise.all(
      [...known.keys()].map(async (key) => ({
        key,
        mtime: (await stat(path.join(entriesDir, key)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    aged.sort((a, b) => a.mtime - b.mtime);
    for (const { key } of aged) {
      if (total <= options.maxBytes) break;
      if (pins.has(key)) continue;
      total -= known.get(key)?.bytes ?? 0;
      known.delete(key);
      await rm(path.join(entriesDir, key), { recursive: true, force: true });
    }
  }

  return {
    dir: entriesDir,
    async lookup(key) {
      const known = await index();
      const found = known.get(key);
      if (!found) return null;
      const entry = path.join(entriesDir, key);
      // A hot entry is marked at most once per TOUCH_EVERY_MS: eviction only needs to know it
      // was used lately, and a warm run saves a round trip to libuv's threads.
      const now = Date.now();
      if (now - found.touchedAt < TOUCH_EVERY_MS) return entry;
      try {
        await utimes(entry, now / 1000, now / 1000);
        found.touchedAt = now;
        return entry;
      } catch {
        known.delete(key); // removed behind our back
        return null;
      }
    },
    async store(key, outputDir) {
      const known = await index();
      await sealArtifacts(outputDir);
      const entry = path.join(entriesDir, key);
      // Build beside the final name, then rename: readers never see a half-written entry.
      const staging = path.join(entriesDir, `.${key}.${randomBytes(4).toString("hex")}`);
      await rename(outputDir, staging);
      try {
        await rename(staging, entry);
      } catch {
        await rm(staging, { recursive: true, force: true }); // another compile of the same source won
      }
      known.set(key, { bytes: await sizeOf(entry), touchedAt: 0 });
      await evict(known);
      return entry;
    },
    pin(key) {
      pins.set(key, (pins.get(key) ?? 0) + 1);
      return () => {
        const left = (pins.get(key) ?? 1) - 1;
        if (left <= 0) pins.delete(key);
        else pins.set(key, left);
      };
    },
    async size() {
      return totalBytes(await index());
    },
  };
}
