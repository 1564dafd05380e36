import "./monaco-setup";
import Editor, { type OnMount } from "@monaco-editor/react";
import { useCallback, useLayoutEffect, useRef } from "react";
import { useThemeStore } from "@/app/theme-store";
import { Spinner } from "@/components/ui/spinner";
import type { TCodeEditorProps } from "./code-editor";

/** Editor options of spec section 9: 400 px, font 14, tab 2, word wrap, no minimap. */
const OPTIONS = {
  fontSize: 14,
  tabSize: 2,
  wordWrap: "on",
  minimap: { enabled: false },
  automaticLayout: true,
  scrollBeyondLastLine: false,
  padding: { top: 12, bottom: 12 },
  fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontLigatures: false,
  renderLineHighlight: "all",
  smoothScrolling: true,
  ariaLabel: "Code editor",
} as const;

/** The Monaco editor (lazy chunk). Ctrl/Cmd+Enter runs the code. */
export default function MonacoCodeEditor({ value, language, onChange, onRunShortcut, height }: TCodeEditorProps) {
  const theme = useThemeStore((s) => s.theme);
  // Monaco registers the command once at mount, and @monaco-editor/react re-subscribes onChange
  // only in an effect after each render: refs keep both calling the latest handlers, so an edit
  // right after a language switch is never saved under the previous language.
  const runRef = useRef(onRunShortcut);
  const changeRef = useRef(onChange);
  useLayoutEffect(() => {
    runRef.current = onRunShortcut;
    changeRef.current = onChange;
  }, [onRunShortcut, onChange]);
  const handleChange = useCallback((next: string | undefined) => changeRef.current(next ?? ""), []);

  const onMount: OnMount = (editor, monaco) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => runRef.current?.());
  };

  return (
    <Editor
      height={height}
      language={language}
      value={value}
      theme={theme === "dark" ? "vs-dark" : "vs"}
      options={OPTIONS}
      onChange={handleChange}
      onMount={onMount}
      loading={<Spinner label="Loading editor..." />}
    />
  );
}
