import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { CodePlaceholder } from "./code-placeholder";

export type TCodeEditorProps = {
  value: string;
  /** Monaco language id (python, cpp, java, javascript, csharp, c). */
  language: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter inside the editor. */
  onRunShortcut?: () => void;
  /** Ctrl/Cmd+' inside the editor (LeetCode's submit shortcut). */
  onSubmitShortcut?: () => void;
  /** CSS height; the spec's editor is 400 px. */
  height?: string;
  /** A 1-based line to mark and scroll to (the flow panel's current step), or null for none. */
  highlightLine?: number | null;
};

// The Monaco chunk (850 KB gzip, about a second of main-thread work on a mid-range phone) is
// fetched only when an editor is shown; until it runs, the placeholder shows the same code at
// the same size.
const MonacoCodeEditor = lazy(() => import("./monaco-code-editor"));

/** How long the screen stays free for its first paint and input before Monaco is started. */
const EDITOR_GRACE_MS = 1500;

/**
 * The challenge editor. Monaco starts once the screen has painted and had a moment to respond
 * (EDITOR_GRACE_MS, then the browser's next idle time), or at once when the learner points at
 * the placeholder. If its chunk cannot load (a dropped
 * connection during a deploy), a plain text area keeps the learner able to write and run code.
 */
export function CodeEditor(props: TCodeEditorProps) {
  const height = props.height ?? "400px";
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    let idle = 0;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback(() => setStarted(true), { timeout: 1000 });
      else setStarted(true);
    }, EDITOR_GRACE_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [started]);
  const start = () => setStarted(true);
  const placeholder = <CodePlaceholder value={props.value} language={props.language} />;
  return (
    <div
      style={{ height }}
      className="overflow-hidden"
      data-testid="code-editor"
      onPointerDown={started ? undefined : start}
    >
      {started ? (
        <EditorErrorBoundary fallback={<PlainEditor {...props} height={height} />}>
          <Suspense fallback={placeholder}>
            <MonacoCodeEditor {...props} height={height} />
          </Suspense>
        </EditorErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

function PlainEditor({ value, onChange, height }: TCodeEditorProps) {
  return (
    <textarea
      value={value}
      onChange={(event) => onChange(event.target.value)}
      spellCheck={false}
      aria-label="Code editor"
      style={{ height }}
      className="w-full resize-none bg-code p-3 font-mono text-sm text-code-foreground outline-none"
    />
  );
}

class EditorErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
