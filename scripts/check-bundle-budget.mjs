// The JavaScript each screen downloads (gzip), from the built app's manifest: the app's entry
// with everything it imports statically, plus the screen's own lazy chunk and its static
// imports. Chunks a screen loads later on demand (the code editor, the flow panel) are listed
// apart. Prints every figure next to its budget and exits 1 when one is over.
// Run after `npm run build`; `npm test` runs it after building the web app.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./lib.mjs";

const DIST = path.join(ROOT, "frontend", "dist");
const KB = 1024;
/** Budgets in KB of gzip JavaScript. The entry is paid by every screen. */
const ENTRY_BUDGET = 150;
/** A screen's own code, on top of the entry. */
const SCREEN_BUDGET = 100;
/** The editor (Monaco with the six languages' colouring), loaded after the screen has painted. */
const LAZY_BUDGETS = { "monaco-code-editor": 900 };
const LAZY_DEFAULT_BUDGET = 250;

const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8"));
const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The manifest keys an entry brings in: itself and its static imports, transitively. */
function staticKeys(key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticKeys(imported, into);
  return into;
}
const staticClosure = (key) => new Set([...staticKeys(key)].map((k) => manifest[k].file));
/** A chunk's name without Vite's leading underscore and content hash. */
const chunkName = (key) => (manifest[key].name ?? path.basename(key)).replace(/^_/, "").replace(/\.[jt]sx?$/, "");
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const rows = [];
const over = [];
function row(name, bytes, budget) {
  const ok = bytes <= budget * KB;
  rows.push(`| ${name} | ${(bytes / KB).toFixed(1)} KB | ${budget} KB | ${ok ? "ok" : "OVER"} |`);
  if (!ok) over.push(name);
}

row("entry (every screen)", sum(entryFiles), ENTRY_BUDGET);
/**
 * A screen's chunk: keyed by its source file, or by its chunk name when Rollup merged the screen
 * into a chunk its own lazy parts import too (the key is then `_<name>-<hash>.js`).
 */
const isPage = (key) =>
  key.startsWith("src/pages/") || (manifest[key]?.isDynamicEntry === true && /-page$/.test(manifest[key].name ?? ""));
const screenName = (key) =>
  (key.startsWith("src/pages/") ? path.basename(key) : manifest[key].name).replace(/-page(\.tsx)?$/, "");
const pages = Object.keys(manifest)
  .filter(isPage)
  .sort((a, b) => screenName(a).localeCompare(screenName(b)));
const lazy = new Map();
for (const key of pages) {
  const files = staticClosure(key);
  for (const file of entryFiles) files.delete(file);
  const screen = screenName(key);
  row(`${screen}: entry + screen`, sum(entryFiles) + sum(files), ENTRY_BUDGET + SCREEN_BUDGET);
  for (const reached of staticKeys(key))
    for (const dynamic of manifest[reached].dynamicImports ?? []) {
      if (isPage(dynamic)) continue;
      lazy.set(dynamic, [...new Set([...(lazy.get(dynamic) ?? []), screen])]);
    }
}
for (const [key, screens] of [...lazy].sort()) {
  const files = staticClosure(key);
  for (const file of entryFiles) files.delete(file);
  const name = chunkName(key);
  row(`${name} (loaded later by ${screens.join(", ")})`, sum(files), LAZY_BUDGETS[name] ?? LAZY_DEFAULT_BUDGET);
}

console.log("JavaScript per screen (gzip, from frontend/dist/.vite/manifest.json):");
console.log("| what | size | budget | |");
console.log("|---|---:|---:|---|");
for (const line of rows) console.log(line);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.join(", ")}`);
  process.exit(1);
}
console.log("\nEvery screen is within its budget.");
