// Import boundaries the linter cannot express: contracts imports only zod; the front end never
// imports the back end; the back end never imports the front end; and a back-end feature is
// entered only through its front door, features/<name>/index.ts (STYLE rule 12).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const RULES = [
  {
    dir: "contracts/src",
    allowed: (spec, file) =>
      spec === "zod" || spec.startsWith("./") || (file.endsWith(".test.ts") && spec === "vitest"),
    what: "contracts may import only zod and its own files",
  },
  {
    // The web app's layers: app composes features, features use lib, lib uses neither (no loop).
    dir: "frontend/src/lib",
    allowed: (spec) => !/^@\/(features|app|pages)\/|^\.\.\/(features|app|pages)\//.test(spec),
    what: "the web app's lib/ must not import features/, app/ or pages/ (they import lib/)",
  },
  {
    dir: "frontend/src",
    allowed: (spec) => !/(^|\/)backend(\/|$)|^@cp\/backend/.test(spec),
    what: "the front end must not import the back end",
  },
  {
    dir: "backend/src",
    allowed: (spec) => !/(^|\/)frontend(\/|$)|^@cp\/frontend/.test(spec),
    what: "the back end must not import the front end",
  },
];

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "node_modules" || entry === "content") continue;
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(ts|tsx|mts)$/.test(entry)) out.push(full);
  }
  return out;
}

const FEATURES = path.join(ROOT, "backend/src/features");

/** The feature a file belongs to, or null outside backend/src/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
}

/** An import that reaches into another feature's files instead of its index.ts. */
function bypassesFrontDoor(file, spec) {
  if (!spec.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), spec);
  const targetFeature = featureOf(target);
  if (!targetFeature || targetFeature === featureOf(file)) return false;
  const inside = path.relative(path.join(FEATURES, targetFeature), target);
  return inside !== "" && inside !== "index" && inside !== "index.ts";
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
let violations = 0;
for (const rule of RULES) {
  for (const file of files(path.join(ROOT, rule.dir))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (spec && !rule.allowed(spec, file)) {
        violations++;
        console.error(`${path.relative(ROOT, file)}: imports '${spec}': ${rule.what}`);
      }
    }
  }
}
for (const dir of ["backend/src", "scripts"]) {
  for (const file of files(path.join(ROOT, dir))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (spec && bypassesFrontDoor(file, spec)) {
        violations++;
        console.error(`${path.relative(ROOT, file)}: imports '${spec}': enter a feature only through its index.ts`);
      }
    }
  }
}
if (violations > 0) process.exit(1);
console.log("✓ Import boundaries hold");
