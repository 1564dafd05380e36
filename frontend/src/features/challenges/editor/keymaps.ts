import type { editor } from "monaco-editor/esm/vs/editor/editor.api";
import type { TKeymap } from "./editor-settings";

/**
 * Vim or Emacs key bindings on a Monaco editor. Each package is fetched only when a learner
 * picks it (a chunk of its own, never in the editor chunk everyone loads). Returns the
 * function that removes the bindings again; calling it before the package has arrived means
 * they are never attached.
 */
export function attachKeymap(
  target: editor.IStandaloneCodeEditor,
  keymap: TKeymap,
  statusLine: HTMLElement | null,
): () => void {
  if (keymap === "standard") return () => {};
  let detach: (() => void) | null = null;
  let cancelled = false;
  const attach = keymap === "vim" ? attachVim : attachEmacs;
  attach(target, statusLine).then(
    (dispose) => {
      if (cancelled) dispose();
      else detach = dispose;
    },
    (error: unknown) => {
      // A chunk that cannot load (a deploy in between) leaves the standard bindings working.
      console.error(`Could not load the ${keymap} key bindings`, error);
    },
  );
  return () => {
    cancelled = true;
    detach?.();
  };
}

async function attachVim(target: editor.IStandaloneCodeEditor, statusLine: HTMLElement | null) {
  const { initVimMode } = await import("monaco-vim");
  // The ':' command line is an unnamed <input> the package builds: give it a name.
  const nameInputs = (node: Node) => {
    if (node instanceof Element || node instanceof DocumentFragment)
      for (const input of node.querySelectorAll("input")) input.setAttribute("aria-label", "Vim command");
    return node;
  };
  const vim = initVimMode(target, statusLine, undefined, nameInputs);
  return () => vim.dispose();
}

async function attachEmacs(target: editor.IStandaloneCodeEditor, statusLine: HTMLElement | null) {
  const { EmacsExtension } = await import("monaco-emacs");
  const emacs = new EmacsExtension(target);
  let keys = "";
  let mark = false;
  const show = () => {
    if (statusLine) statusLine.textContent = [mark ? "Mark set" : "", keys].filter(Boolean).join("  ");
  };
  const subscriptions = [
    emacs.onDidChangeKey((state) => {
      keys = state;
      show();
    }),
    emacs.onDidMarkChange((on) => {
      mark = on;
      show();
    }),
  ];
  emacs.start();
  return () => {
    for (const subscription of subscriptions) subscription.dispose();
    emacs.dispose();
    if (statusLine) statusLine.textContent = "";
  };
}
