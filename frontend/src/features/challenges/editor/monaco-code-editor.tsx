import "./monaco-setup";
import Editor, { type OnMount } from "@monaco-editor/react";
import { useEffect, useRef } from "react";
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
  // Monaco registers the command once at mount: a ref keeps it calling the latest handler.
  const runRef = useRef(onRunShortcut);
  useEffect(() => {
    runRef.current = onRunShortcut;
  }, [onRunShortcut]);

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
      onChange={(next) => onChange(next ?? "")}
      onMount={onMount}
      loading={<Spinner label="Loading editor..." />}
    />
  );
}
