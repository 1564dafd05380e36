/**
 * Monaco, bundled with the app instead of fetched from a CDN (the spec's prototype loaded it
 * from a public CDN; this deployment must work with no other host reachable).
 *
 * Only what the challenge screen needs is imported: the editor core with the features listed
 * below (find, folding, word suggestions, bracket matching, comments, multi-cursor...) and the
 * syntax colouring of the six judge languages. Language services with their own workers
 * (TypeScript, JSON, CSS, HTML) are left out: they would add megabytes for diagnostics the
 * judge gives anyway.
 *
 * This module is only reached through a dynamic import, so none of it is in the home page.
 */
import { loader } from "@monaco-editor/react";
// The editor's own features a learner uses while writing a solution, instead of everything
// `edcore.main` registers (diff editor, code lens, colour picker, inlay hints, rename, sticky
// scroll, quick access...: features that need language services this editor does not have).
// Fewer modules make the chunk smaller and, above all, quicker to evaluate on a phone.
import "monaco-editor/esm/vs/editor/browser/coreCommands";
import "monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget";
import "monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching";
import "monaco-editor/esm/vs/editor/contrib/caretOperations/browser/caretOperations";
import "monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard";
import "monaco-editor/esm/vs/editor/contrib/comment/browser/comment";
import "monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu";
import "monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo";
import "monaco-editor/esm/vs/editor/contrib/find/browser/findController";
import "monaco-editor/esm/vs/editor/contrib/folding/browser/folding";
import "monaco-editor/esm/vs/editor/contrib/indentation/browser/indentation";
import "monaco-editor/esm/vs/editor/contrib/lineSelection/browser/lineSelection";
import "monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations";
import "monaco-editor/esm/vs/editor/contrib/multicursor/browser/multicursor";
import "monaco-editor/esm/vs/editor/contrib/smartSelect/browser/smartSelect";
import "monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2";
import "monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/esm/vs/editor/contrib/tokenization/browser/tokenization";
import "monaco-editor/esm/vs/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode";
import "monaco-editor/esm/vs/editor/contrib/wordHighlighter/browser/wordHighlighter";
import "monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations";
import "monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution";
import "monaco-editor/esm/vs/editor/common/standaloneStrings";
import "monaco-editor/esm/vs/base/browser/ui/codicons/codiconStyles";
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

// Hand @monaco-editor/react this instance, so its loader never injects a CDN script. The loader
// types monaco as its own copy of monaco-editor's declarations, which TypeScript sees as another
// type than the instance imported here (the same library): the cast crosses that boundary only.
loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });
