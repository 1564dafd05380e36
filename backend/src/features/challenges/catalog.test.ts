import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalog } from "./catalog";

const dir = await mkdtemp(path.join(os.tmpdir(), "catalog-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("loading the catalog", () => {
  it("names a challenge folder that is still being written instead of failing on a missing file", async () => {
    await mkdir(path.join(dir, "half-written"));
    await writeFile(path.join(dir, "half-written", "challenge.json"), "{}");
    await expect(loadCatalog(dir)).rejects.toThrow("Catalog challenge 'half-written' is incomplete: no description.md");
    // Loading only other challenges does not read it.
    await expect(loadCatalog(dir, { only: ["another"] })).resolves.toEqual([]);
  });
});
