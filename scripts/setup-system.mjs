// The system packages the platform needs beyond Node.js: the sandbox, the compilers and the
// browser for browser tests. As root it installs what is missing with apt; otherwise it names
// the command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Debian package → a file that proves it is installed. */
const PACKAGES = {
  bubblewrap: ["/usr/bin/bwrap"],
  gcc: ["/usr/bin/gcc"],
  "g++": ["/usr/bin/g++"],
  // LeetCode's C and C++ compiler (C++23), with uthash for C and sortedcontainers for Python.
  "clang-19": ["/usr/bin/clang++-19"],
  "uthash-dev": ["/usr/include/uthash.h"],
  "python3-sortedcontainers": ["/usr/lib/python3/dist-packages/sortedcontainers"],
  "mono-mcs": ["/usr/bin/mcs"],
  "mono-runtime": ["/usr/bin/mono"],
  "openjdk-17-jdk-headless": ["/usr/bin/javac"],
  python3: ["/usr/bin/python3"],
  // Headers and library to embed the interpreter: the Python zygote forks runs from a started one.
  "python3-dev": ["/usr/bin/python3-config"],
  "util-linux": ["/usr/bin/prlimit"],
};
const BROWSER_PACKAGES = {
  chromium: ["/usr/bin/chromium"],
  "fonts-liberation": ["/usr/share/fonts/truetype/liberation"],
};

function hasJava() {
  return spawnSync("sh", ["-c", "command -v javac"], { stdio: "ignore" }).status === 0;
}

export function missingPackages({ browser = false } = {}) {
  const wanted = browser ? { ...PACKAGES, ...BROWSER_PACKAGES } : PACKAGES;
  return Object.entries(wanted)
    .filter(([name, files]) => !(name.startsWith("openjdk") && hasJava()) && !files.some((f) => existsSync(f)))
    .map(([name]) => name);
}

/** Returns the packages still missing after installing (as root) what it can. */
export function checkSystem({ install = false, browser = false, quiet = false } = {}) {
  let missing = missingPackages({ browser });
  if (missing.length === 0 || !install) return missing;
  if (!quiet) console.log(`→ Installing system packages: ${missing.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const stdio = quiet ? "ignore" : "inherit";
  spawnSync("apt-get", ["update", "-qq"], { stdio, env });
  spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { stdio, env });
  missing = missingPackages({ browser });
  return missing;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const isRoot = process.getuid?.() === 0;
  // --no-browser: only what the server needs (the Docker image), not the browser tests' Chromium.
  const missing = checkSystem({ install: isRoot, browser: !process.argv.includes("--no-browser") });
  if (missing.length > 0) {
    console.error(`Missing system packages; run: sudo apt-get install -y ${missing.join(" ")}`);
    process.exit(1);
  }
  console.log("✓ System packages present");
}
