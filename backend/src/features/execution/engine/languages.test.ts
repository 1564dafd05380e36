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
  it("compiles C and C++ as LeetCode does: clang 19, gnu11 and C++23", () => {
    const tools = { "clang-19": "/usr/bin/clang-19", "clang++-19": "/usr/bin/clang++-19" };
    const c = LANGUAGE_DEFINITIONS.c.compile?.argv(tools, { memoryBytes: MB }) ?? [];
    expect(c[0]).toBe("/usr/bin/clang-19");
    expect(c).toEqual(expect.arrayContaining(["-O2", "-std=gnu11", "-lm"]));
    const cpp = LANGUAGE_DEFINITIONS.cpp.compile?.argv(tools, { memoryBytes: MB }) ?? [];
    expect(cpp[0]).toBe("/usr/bin/clang++-19");
    expect(cpp).toEqual(expect.arrayContaining(["-O2", "-std=gnu++23"]));
  });

  it("builds the C++ prelude and the judge's runtime with the very flags they are used with", () => {
    const tools = { "clang++-19": "/usr/bin/clang++-19" };
    const prelude = LANGUAGE_DEFINITIONS.cpp.prelude;
    expect(prelude?.text).toContain("#include <bits/stdc++.h>");
    expect(prelude?.text).toContain("using namespace std;");
    const [header, runtime] = prelude?.build(tools, "/prelude/prelude.h") ?? [];
    const use = prelude?.use("/prelude/prelude.h") ?? [];
    const compile = LANGUAGE_DEFINITIONS.cpp.compile?.argv(tools, { memoryBytes: MB }, use) ?? [];
    expect(header).toEqual(expect.arrayContaining(["-O2", "-std=gnu++23", "-o", "/prelude/prelude.h.pch"]));
    expect(runtime).toEqual(
      expect.arrayContaining([
        "-O2",
        "-std=gnu++23",
        "-c",
        "/prelude/judge-runtime.cpp",
        "-o",
        "/prelude/judge-runtime.o",
      ]),
    );
    expect(Object.keys(prelude?.sources ?? {})).toEqual(["judge-runtime.cpp"]);
    expect(compile).toEqual(
      expect.arrayContaining([
        "-include-pch",
        "/prelude/prelude.h.pch",
        "-DCP_JUDGE_RUNTIME_LINKED",
        "/prelude/judge-runtime.o",
      ]),
    );
  });

  it("has Hello World starter code for every language", () => {
    for (const definition of Object.values(LANGUAGE_DEFINITIONS))
      expect(definition.starterCode).toContain("Hello, World!");
  });
});
