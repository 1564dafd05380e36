import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheKey, createCompileCache } from "./compile-cache";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cp-cache-test-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function output(name: string, bytes: number): Promise<string> {
  const out = path.join(dir, `out-${name}`);
  await mkdir(out);
  await writeFile(path.join(out, "main"), Buffer.alloc(bytes));
  return out;
}

const key = (source: string) => cacheKey({ language: "cpp", version: "GCC 12", flags: ["-O2"], source });

describe("cacheKey", () => {
  it("changes with the language, toolchain version, flags and source", () => {
    const base = { language: "cpp", version: "GCC 12", flags: ["-O2"], source: "int main(){}" };
    const keys = new Set([
      cacheKey(base),
      cacheKey({ ...base, language: "c" }),
      cacheKey({ ...base, version: "GCC 13" }),
      cacheKey({ ...base, flags: ["-O0"] }),
      cacheKey({ ...base, source: "int main(){ }" }),
    ]);
    expect(keys.size).toBe(5);
    expect(cacheKey(base)).toBe(cacheKey({ ...base }));
  });
});

describe("createCompileCache", () => {
  it("finds what it stored", async () => {
    const cache = createCompileCache({ dir, maxBytes: 1 << 20 });
    expect(await cache.lookup(key("a"))).toBeNull();
    const entry = await cache.store(key("a"), await output("a", 100));
    expect(await cache.lookup(key("a"))).toBe(entry);
    expect(await readdir(entry)).toEqual(["main"]);
  });

  it("evicts the least recently used entries past its size bound, never a pinned one", async () => {
    const cache = createCompileCache({ dir, maxBytes: 2500 });
    await cache.store(key("old"), await output("old", 1000));
    await cache.store(key("pinned"), await output("pinned", 1000));
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(cache.dir, key("old")), past, past);
    await utimes(path.join(cache.dir, key("pinned")), new Date(past.getTime() - 1000), new Date(past.getTime() - 1000));
    const unpin = cache.pin(key("pinned"));
    await cache.store(key("new"), await output("new", 1000));
    expect(await cache.lookup(key("old"))).toBeNull();
    expect(await cache.lookup(key("pinned"))).not.toBeNull();
    expect(await cache.lookup(key("new"))).not.toBeNull();
    expect(await cache.size()).toBeLessThanOrEqual(2500);
    unpin();
  });

  it("drops symlinks a compile left in its output", async () => {
    const cache = createCompileCache({ dir, maxBytes: 1 << 20 });
    const out = await output("link", 10);
    await symlink("/etc/shadow", path.join(out, "leak"));
    const entry = await cache.store(key("link"), out);
    expect(await readdir(entry)).toEqual(["main"]);
  });
});
