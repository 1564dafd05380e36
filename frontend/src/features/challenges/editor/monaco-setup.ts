/**
 * Monaco, bundled with the app instead of fetched from a CDN (the spec's prototype loaded it
 * from a public CDN; this deployment must work with no other host reachable).
 *
 * Only what the challenge screen needs is imported: the editor core with its standard
 * features (find, folding, suggestions, bracket matching...) and the syntax colouring of the
 * six judge languages. Language services with their own workers (TypeScript, JSON, CSS, HTML)
 * are left out: they would add megabytes for diagnostics the judge gives anyway.
 *
 * This module is only reached through a dynamic import, so none of it is in the home page.
 */
import { loader } from "@monaco-editor/react";
import "monaco-editor/esm/vs/editor/edcore.main";
import * as monaco from "monaco-editor/esm/vs/editor/editor.api";
import "monaco-editor/esm/vs/basic-languages/cpp/cpp.contribution";
import "monaco-editor/esm/vs/basic-languages/csharp/csharp.contribution";
import "monaco-editor/esm/vs/basic-languages/java/java.contribution";
import "monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution";
import "monaco-editor/esm/vs/basic-languages/python/python.contribution";
import "monaco-editor/esm/vs/basic-languages/html/html.contribution";
import "monaco-editor/esm/vs/basic-languages/typescript/typescript.contribution";
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker?worker";

// The editor worker computes diffs, links and word-based suggestions off the main thread.
// Vite's ?worker import bundles it as a same-origin file.
self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

// Hand @monaco-editor/react this instance, so its loader never injects a CDN script.
loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });
