import "./monaco-setup";
import Editor, { type BeforeMount, type OnMount } from "@monaco-editor/react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useThemeStore } from "@/app/theme-store";
import type { TMonacoCodeEditorProps } from "./code-editor";
import { CodePlaceholder } from "./code-placeholder";
import { DEFAULT_EDITOR_SETTINGS } from "./editor-settings";
import { attachKeymap } from "./keymaps";

/**
 * Editor options of spec section 9: 400 px, word wrap, no minimap; the font size (14) and the
 * tab size (2) are the learner's settings.
 */
const OPTIONS = {
  wordWrap: "on",
  minimap: { enabled: false },
  automaticLayout: true,
  scrollBeyondLastLine: false,
  padding: { top: 12, bottom: 12 },
  fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontLigatures: false,
  renderLineHighlight: "all",
  // The last line's number at full contrast, like the others (the default dims it).
  renderFinalNewline: "on",
  smoothScrolling: true,
  ariaLabel: "Code editor",
} as const;

/**
 * Monaco's own themes with the token colours that fall under WCAG AA (4.5:1) replaced by
 * darker (light theme) or brighter (dark theme) shades of the same hue.
 */
const defineThemes: BeforeMount = (monaco) => {
  monaco.editor.defineTheme("cp-light", {
    base: "vs",
    inherit: true,
    rules: [
      { token: "metatag", foreground: "666666" },
      { token: "metatag.html", foreground: "666666" },
      { token: "metatag.content.html", foreground: "b00000" },
      { token: "delimiter.html", foreground: "383838" },
      { token: "attribute.name", foreground: "c00000" },
      { token: "attribute.name.html", foreground: "c00000" },
      { token: "attribute.value.html", foreground: "0000d0" },
      { token: "number", foreground: "077a50" },
      { token: "comment", foreground: "007000" },
    ],
    colors: {},
  });
  monaco.editor.defineTheme("cp-dark", {
    base: "vs-dark",
    inherit: true,
    rules: [
      { token: "comment", foreground: "8cb87a" },
      { token: "delimiter.html", foreground: "a0a0a0" },
      { token: "metatag", foreground: "a0a0a0" },
      { token: "metatag.html", foreground: "a0a0a0" },
    ],
    colors: { "editorLineNumber.foreground": "#9a9a9a" },
  });
};

/** The Monaco editor (lazy chunk). Ctrl/Cmd+Enter runs the code, Ctrl/Cmd+' submits it. */
export default function MonacoCodeEditor({
  value,
  language,
  onChange,
  onRunShortcut,
  onSubmitShortcut,
  height,
  highlightLine,
  settings = DEFAULT_EDITOR_SETTINGS,
  statusLine,
  focusOnMount,
}: TMonacoCodeEditorProps) {
  const theme = useThemeStore((s) => s.theme);
  // Monaco registers the command once at mount, and @monaco-editor/react re-subscribes onChange
  // only in an effect after each render: refs keep both calling the latest handlers, so an edit
  // right after a language switch is never saved under the previous language.
  const runRef = useRef(onRunShortcut);
  const submitRef = useRef(onSubmitShortcut);
  const changeRef = useRef(onChange);
  useLayoutEffect(() => {
    runRef.current = onRunShortcut;
    submitRef.current = onSubmitShortcut;
    changeRef.current = onChange;
  }, [onRunShortcut, onSubmitShortcut, onChange]);
  const handleChange = useCallback((next: string | undefined) => changeRef.current(next ?? ""), []);

  const editorRef = useRef<Parameters<OnMount>[0] | null>(null);
  const decorations = useRef<{ set: (d: unknown[]) => void; clear: () => void } | null>(null);
  const [mounted, setMounted] = useState(false);

  const onMount: OnMount = (editor, monaco) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => runRef.current?.());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Quote, () => submitRef.current?.());
    editorRef.current = editor;
    const collection = editor.createDecorationsCollection();
    decorations.current = {
      set: (d) => collection.set(d as Parameters<typeof collection.set>[0]),
      clear: () => collection.clear(),
    };
    setMounted(true);
    // Started by the learner's tap on the code: they mean to type.
    if (focusOnMount) editor.focus();
  };

  const { fontSize, tabSize, keymap } = settings;
  const options = useMemo(() => ({ ...OPTIONS, fontSize }), [fontSize]);

  // Tab size is the model's option, not the editor's: a chosen size replaces the guess Monaco
  // made from the code's indentation, "auto" guesses again.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!mounted || !model) return;
    if (tabSize === "auto") model.detectIndentation(true, 2);
    else model.updateOptions({ tabSize, indentSize: tabSize, insertSpaces: true });
  }, [mounted, tabSize]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!mounted || !editor) return;
    return attachKeymap(editor, keymap, statusLine);
  }, [mounted, keymap, statusLine]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!mounted || !editor || !decorations.current) return;
    const lines = editor.getModel()?.getLineCount() ?? 0;
    if (!highlightLine || highlightLine > lines) {
      decorations.current.clear();
      return;
    }
    decorations.current.set([
      {
        range: { startLineNumber: highlightLine, startColumn: 1, endLineNumber: highlightLine, endColumn: 1 },
        options: {
          isWholeLine: true,
          className: "flow-current-line",
          linesDecorationsClassName: "flow-current-gutter",
        },
      },
    ]);
    editor.revealLineInCenterIfOutsideViewport(highlightLine);
  }, [highlightLine, mounted]);

  return (
    <Editor
      height={height}
      language={language}
      value={value}
      theme={theme === "dark" ? "cp-dark" : "cp-light"}
      beforeMount={defineThemes}
      options={options}
      onChange={handleChange}
      onMount={onMount}
      loading={<CodePlaceholder value={value} language={language} fontSize={fontSize} />}
    />
  );
}
