import { existsSync } from "node:fs";
import type { TLanguageKey } from "@cp/contracts";
import { CPP_JUDGE_PRELUDE, CPP_JUDGE_RUNTIME } from "../judge/drivers/cpp";
import { JS_LIBRARY_DIR } from "../judge/drivers/javascript";
import type { SandboxDirs, StackLimit } from "../sandbox/sandbox";

const MB = 1024 * 1024;

/** Absolute paths of a language's tools as resolved on this machine, e.g. { gcc: "/usr/bin/gcc" }. */
export type ToolPaths = Record<string, string>;

export type CompileStep = {
  /**
   * Run in the job's work folder, which holds `sourceFile` and an empty `out/`; artifacts end up in
   * `out/`. `prelude` holds the extra flags when the source starts with the language's prelude and
   * its precompiled form is ready (see Prelude), else [].
   */
  argv(tools: ToolPaths, limits: { memoryBytes: number }, prelude?: string[]): string[];
  /** The compiler runs under RLIMIT_AS (gcc does; javac and mcs are a JVM and mono, watched by RSS instead). */
  addressSpace: boolean;
};

/**
 * A header most sources begin with (the judge's C++ programs all do), compiled once per server into
 * a precompiled header, so a cold compile skips parsing the whole standard library, with sources
 * compiled beside it once (the judge's runtime, linked into each program). A source that starts
 * with `text` is compiled with `use(header)`; any other source compiles as usual.
 */
export type Prelude = {
  text: string;
  /** Files written beside the header (by name) that the build compiles too. */
  sources?: Record<string, string>;
  /** The argv of each build step, run in turn in the header's folder: `header` holds `text`. */
  build(tools: ToolPaths, header: string): string[][];
  /** Compile flags that load the precompiled header (and link what the build compiled). */
  use(header: string): string[];
};

export type LanguageDefinition = {
  key: TLanguageKey;
  sourceFile: string;
  starterCode: string;
  /** Tools looked up on PATH; `version` runs the first one listed there. */
  tools: string[];
  version: { tool: string; args: string[]; pattern: RegExp; label: string };
  compile?: CompileStep;
  prelude?: Prelude;
  /** The run command; `dirs.app` holds the compiled artifact or the script. */
  run(tools: ToolPaths, dirs: SandboxDirs, limits: { memoryBytes: number }): string[];
  runEnv?(limits: { memoryBytes: number }): Record<string, string>;
  /**
   * The interpreter of a run command of the form `<interpreter> -s <app>/main.py`: such runs may
   * be forked from a copy started ahead (the sandbox's Python zygote) instead of starting it.
   */
  zygote?(tools: ToolPaths): string | undefined;
  /** "address-space": RLIMIT_AS applies; "poll": the runtime reserves large virtual ranges, RSS is watched instead. */
  memory: "address-space" | "poll";
  /** npm packages of the project mounted read-only at `${libraries.dir}/node_modules/<package>` (LeetCode's preloaded libraries). */
  libraries?: { dir: string; packages: string[] };
  /** Stack limit for the main thread (deep recursion in judged solutions), null keeps the 8 MB default. */
  stackBytes: StackLimit;
  /** stderr text by which the runtime says it ran out of memory (reported as Memory Limit Exceeded). */
  outOfMemory?: RegExp;
};

const mb = (bytes: number) => Math.max(16, Math.floor(bytes / MB));

/**
 * JVM settings that fit inside the memory limit and start fast: a serial collector, C1 only, the
 * default CDS archive, no perf-data file, no cgroup probing (the sandbox has no /sys). Heap,
 * metaspace, code cache and thread stacks together stay under the limit.
 */
export function jvmFlags(memoryBytes: number): string[] {
  const total = mb(memoryBytes);
  const heap = Math.max(16, Math.floor(total * 0.5));
  const meta = Math.max(24, Math.min(64, Math.floor(total * 0.2)));
  const stack = Math.max(1, Math.min(64, Math.floor(total / 8)));
  const codeCache = Math.max(8, Math.min(32, Math.floor(total / 8)));
  return [
    `-Xmx${heap}m`,
    `-Xss${stack}m`,
    `-XX:MaxMetaspaceSize=${meta}m`,
    `-XX:CompressedClassSpaceSize=${Math.max(8, meta - 8)}m`,
    `-XX:ReservedCodeCacheSize=${codeCache}m`,
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Xshare:auto",
    "-XX:-UsePerfData",
    "-XX:-UseContainerSupport",
  ];
}

/** LeetCode compiles C as gnu11 and C++ as C++23 (with GNU extensions), both with clang 19 and -O2. */
export const C_FLAGS = ["-O2", "-std=gnu11", "-pipe"];
// --driver-mode=g++: the toolchain runs clang++ by its real path, which is plain `clang`.
export const CPP_FLAGS = ["--driver-mode=g++", "-O2", "-std=gnu++23", "-pipe"];
/**
 * Links with gold where binutils has it: about 100 ms faster than the default ld for a judged C++
 * program (a tenth of a cold compile); the program is the same.
 */
export const LINK_FLAGS = existsSync("/usr/bin/ld.gold") ? ["-fuse-ld=gold"] : [];

/** The judge's C++ runtime, compiled once beside the precompiled prelude (see drivers/cpp.ts). */
const CPP_RUNTIME_SOURCE = "judge-runtime.cpp";
const inPreludeDir = (header: string, file: string) => `${header.slice(0, header.lastIndexOf("/"))}/${file}`;
const cppRuntimeObject = (header: string) => inPreludeDir(header, "judge-runtime.o");

export const LANGUAGE_DEFINITIONS: Record<TLanguageKey, LanguageDefinition> = {
  c: {
    key: "c",
    sourceFile: "main.c",
    starterCode: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
    // LeetCode's C: clang 19 in gnu11 mode (uthash available, see the C driver).
    tools: ["clang-19"],
    version: { tool: "clang-19", args: ["--version"], pattern: /clang version (\d+(\.\d+)*)/, label: "Clang" },
    compile: {
      addressSpace: true,
      argv: (t) => [t["clang-19"] as string, ...C_FLAGS, ...LINK_FLAGS, "-o", "out/main", "main.c", "-lm"],
    },
    run: (_t, dirs) => [`${dirs.app}/main`],
    memory: "address-space",
    stackBytes: 64 * MB,
  },
  cpp: {
    key: "cpp",
    sourceFile: "main.cpp",
    starterCode:
      '#include <iostream>\n\nint main() {\n    std::cout << "Hello, World!" << std::endl;\n    return 0;\n}\n',
    // LeetCode's C++: clang 19 in C++23 mode (GNU extensions on, as variable-length arrays need).
    tools: ["clang++-19"],
    version: { tool: "clang++-19", args: ["--version"], pattern: /clang version (\d+(\.\d+)*)/, label: "Clang" },
    compile: {
      addressSpace: true,
      argv: (t, _limits, prelude = []) => [
        t["clang++-19"] as string,
        ...CPP_FLAGS,
        ...LINK_FLAGS,
        ...prelude,
        "-o",
        "out/main",
        "main.cpp",
      ],
    },
    prelude: {
      text: CPP_JUDGE_PRELUDE,
      sources: { [CPP_RUNTIME_SOURCE]: CPP_JUDGE_RUNTIME },
      build: (t, header) => [
        [t["clang++-19"] as string, ...CPP_FLAGS, "-x", "c++-header", header, "-o", `${header}.pch`],
        [
          t["clang++-19"] as string,
          ...CPP_FLAGS,
          "-c",
          inPreludeDir(header, CPP_RUNTIME_SOURCE),
          "-o",
          cppRuntimeObject(header),
        ],
      ],
      // The program then leaves out the runtime's definitions (drivers/cpp.ts) and links the object.
      use: (header) => ["-include-pch", `${header}.pch`, "-DCP_JUDGE_RUNTIME_LINKED", cppRuntimeObject(header)],
    },
    run: (_t, dirs) => [`${dirs.app}/main`],
    memory: "address-space",
    stackBytes: 64 * MB,
    outOfMemory: /std::bad_alloc/,
  },
  csharp: {
    key: "csharp",
    sourceFile: "Main.cs",
    starterCode:
      'using System;\n\npublic class Program\n{\n    public static void Main()\n    {\n        Console.WriteLine("Hello, World!");\n    }\n}\n',
    tools: ["mcs", "mono"],
    version: { tool: "mono", args: ["--version"], pattern: /version (\d+(\.\d+)*)/, label: "Mono" },
    compile: {
      addressSpace: false,
      // -debug: runtime errors name the learner's line (mono --debug reads the symbols).
      argv: (t) => [
        t.mcs as string,
        "-optimize+",
        "-debug",
        "-nologo",
        "-r:System.Numerics.dll",
        "-out:out/main.exe",
        "Main.cs",
      ],
    },
    run: (t, dirs) => [t.mono as string, "--debug", `${dirs.app}/main.exe`],
    // sgen's heap cap keeps the managed heap inside the limit; RSS polling catches the rest.
    runEnv: (limits) => ({ MONO_GC_PARAMS: `max-heap-size=${Math.floor(mb(limits.memoryBytes) * 0.7)}m` }),
    memory: "poll",
    stackBytes: null,
    outOfMemory: /System\.OutOfMemoryException/,
  },
  java: {
    key: "java",
    sourceFile: "Main.java",
    starterCode:
      'public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
    tools: ["javac", "java"],
    version: { tool: "java", args: ["-version"], pattern: /version "([^"]+)"/, label: "OpenJDK" },
    compile: {
      addressSpace: false,
      argv: (t, limits) => [
        t.javac as string,
        ...jvmFlags(limits.memoryBytes).map((flag) => `-J${flag}`),
        "-encoding",
        "UTF-8",
        "-d",
        "out",
        "Main.java",
      ],
    },
    run: (t, dirs, limits) => [t.java as string, ...jvmFlags(limits.memoryBytes), "-cp", dirs.app, "Main"],
    memory: "poll",
    stackBytes: null,
    outOfMemory: /java\.lang\.OutOfMemoryError: (Java heap space|GC overhead|Metaspace|Requested array size)/,
  },
  javascript: {
    key: "javascript",
    sourceFile: "main.js",
    starterCode: 'console.log("Hello, World!");\n',
    tools: ["node"],
    version: { tool: "node", args: ["--version"], pattern: /v(\d+(\.\d+)*)/, label: "Node.js" },
    libraries: {
      dir: JS_LIBRARY_DIR,
      // @datastructures-js/heap is what priority-queue builds on.
      packages: [
        "@datastructures-js/priority-queue",
        "@datastructures-js/heap",
        "@datastructures-js/queue",
        "@datastructures-js/deque",
        "lodash",
      ],
    },
    run: (t, dirs, limits) => [
      t.node as string,
      `--max-old-space-size=${Math.floor(mb(limits.memoryBytes) * 0.75)}`,
      `${dirs.app}/main.js`,
    ],
    memory: "poll",
    stackBytes: null,
    outOfMemory: /JavaScript heap out of memory/,
  },
  python: {
    key: "python",
    sourceFile: "main.py",
    starterCode: 'print("Hello, World!")\n',
    tools: ["python3"],
    version: { tool: "python3", args: ["--version"], pattern: /Python (\d+(\.\d+)*)/, label: "Python" },
    // -s: no user site-packages (HOME is the job's folder anyway), saves a few stats at start-up.
    run: (t, dirs) => [t.python3 as string, "-s", `${dirs.app}/main.py`],
    runEnv: () => ({ PYTHONDONTWRITEBYTECODE: "1" }),
    zygote: (t) => t.python3,
    memory: "address-space",
    // Room for the driver's recursion limit (100000) even when every level goes through C (an
    // @cache wrapper, a sort key): deep recursion then ends in Python's RecursionError, not a
    // crash. Unlimited, not a large number: glibc sizes every thread's stack by the limit, and
    // with 512 MB not one thread could start; the memory limit still bounds the stack.
    stackBytes: "unlimited",
    outOfMemory: /^MemoryError/m,
  },
};
