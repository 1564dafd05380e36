import { LoaderCircle } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense } from "react";

export type TCodeEditorProps = {
  value: string;
  /** Monaco language id (python, cpp, java, javascript, csharp, c). */
  language: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter inside the editor. */
  onRunShortcut?: () => void;
  /** CSS height; the spec's editor is 400 px. */
  height?: string;
  /** A 1-based line to mark and scroll to (the flow panel's current step), or null for none. */
  highlightLine?: number | null;
};

// The Monaco chunk (several hundred KB) is fetched only when a challenge is opened.
const MonacoCodeEditor = lazy(() => import("./monaco-code-editor"));

/**
 * The challenge editor. Monaco loads lazily; if its chunk cannot load (a dropped connection
 * during a deploy), a plain text area keeps the learner able to write and run code.
 */
export function CodeEditor(props: TCodeEditorProps) {
  const height = props.height ?? "400px";
  return (
    <div style={{ height }} className="overflow-hidden" data-testid="code-editor">
      <EditorErrorBoundary fallback={<PlainEditor {...props} height={height} />}>
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center bg-code">
              <div role="status" aria-live="polite" className="flex items-center gap-2 text-code-foreground">
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
                <span className="text-sm">Loading editor...</span>
              </div>
            </div>
          }
        >
          <MonacoCodeEditor {...props} height={height} />
        </Suspense>
      </EditorErrorBoundary>
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
