import { describe, expect, it } from "vitest";
import { jvmFlags, LANGUAGE_DEFINITIONS } from "./languages";

const MB = 1024 * 1024;

describe("jvmFlags", () => {
  it("keeps heap, metaspace, code cache and stacks inside the memory limit", () => {
    for (const limit of [64, 128, 256, 1024]) {
      const flags = jvmFlags(limit * MB);
      const size = (prefix: string) =>
        Number(
          flags
            .find((f) => f.startsWith(prefix))
            ?.slice(prefix.length)
            .replace("m", ""),
        );
      expect(size("-Xmx") + size("-XX:MaxMetaspaceSize=") + size("-XX:ReservedCodeCacheSize=")).toBeLessThanOrEqual(
        limit,
      );
      expect(flags).toContain("-XX:+UseSerialGC");
      expect(flags).toContain("-XX:TieredStopAtLevel=1");
    }
  });
});

describe("LANGUAGE_DEFINITIONS", () => {
  it("compiles with the agreed flags", () => {
    const tools = { gcc: "/usr/bin/gcc", "g++": "/usr/bin/g++" };
    expect(LANGUAGE_DEFINITIONS.c.compile?.argv(tools, { memoryBytes: MB })).toEqual(
      expect.arrayContaining(["-O2", "-std=c17", "-lm"]),
    );
    expect(LANGUAGE_DEFINITIONS.cpp.compile?.argv(tools, { memoryBytes: MB })).toEqual(
      expect.arrayContaining(["-O2", "-std=c++17"]),
    );
  });

  it("has Hello World starter code for every language", () => {
    for (const definition of Object.values(LANGUAGE_DEFINITIONS))
      expect(definition.starterCode).toContain("Hello, World!");
  });
});
