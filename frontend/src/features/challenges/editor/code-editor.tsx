import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "../detail/use-media-query";
import { CodePlaceholder } from "./code-placeholder";
import { DEFAULT_EDITOR_SETTINGS, type TEditorSettings } from "./editor-settings";

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
  /** The learner's font size, tab size and key bindings; spec defaults when left out. */
  settings?: TEditorSettings;
};

/**
 * What the lazy Monaco component receives: the status line's node is owned by CodeEditor, and
 * `focusOnMount` is set when the learner's touch or key started it (they meant to type).
 */
export type TMonacoCodeEditorProps = TCodeEditorProps & { statusLine: HTMLElement | null; focusOnMount: boolean };

// The Monaco chunk (850 KB gzip, about a second of main-thread work on a mid-range phone) is
// fetched only when an editor is shown; until it runs, the placeholder shows the same code at
// the same size.
const MonacoCodeEditor = lazy(() => import("./monaco-code-editor"));

/** How long the screen stays free for its first paint and input before Monaco is started. */
const EDITOR_GRACE_MS = 1500;

/** Set once Monaco has been started on this page: an editor mounted later starts at once. */
let monacoStarted = false;

/**
 * A touch screen (a phone, a tablet): Monaco's start-up blocks such a device for about a second,
 * and Monaco does not support mobile browsers well, so it starts when the learner taps the code
 * (or focuses it from a keyboard), not on its own.
 */
const TOUCH_SCREEN = "(pointer: coarse)";

/**
 * The challenge editor. Monaco starts once the editor is on screen and the screen has had a
 * moment to respond (EDITOR_GRACE_MS, then the browser's next idle time), or at once when the
 * learner points at the placeholder; on a touch screen only when the learner taps it. An editor that is not shown (the Code tab of a
 * phone while the Description is open, or below the fold) waits until it is: a learner reading
 * the problem on a phone does not pay for the editor's download and start-up before opening it.
 * If its chunk cannot load (a dropped connection during a deploy), a plain text area keeps the
 * learner able to write and run code.
 */
export function CodeEditor(props: TCodeEditorProps) {
  const height = props.height ?? "400px";
  const settings = props.settings ?? DEFAULT_EDITOR_SETTINGS;
  const [started, setStarted] = useState(monacoStarted);
  const [startedByLearner, setStartedByLearner] = useState(false);
  const [statusLine, setStatusLine] = useState<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const touch = useMediaQuery(TOUCH_SCREEN);
  useEffect(() => {
    if (started) {
      monacoStarted = true;
      return;
    }
    if (window.matchMedia(TOUCH_SCREEN).matches) return;
    let idle = 0;
    let timer = 0;
    const schedule = () => {
      if (timer) return;
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === "function")
          idle = window.requestIdleCallback(() => setStarted(true), { timeout: 1000 });
        else setStarted(true);
      }, EDITOR_GRACE_MS);
    };
    // A hidden box (display: none) or one outside the viewport does not intersect.
    const observer =
      typeof IntersectionObserver === "function" && box.current
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) schedule();
          })
        : null;
    if (observer && box.current) observer.observe(box.current);
    else schedule();
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [started]);
  const start = () => {
    setStartedByLearner(true);
    setStarted(true);
  };
  const placeholder = (
    <CodePlaceholder
      value={props.value}
      language={props.language}
      fontSize={settings.fontSize}
      onEdit={touch && !started ? start : undefined}
    />
  );
  // Vim and Emacs report their mode and pending keys on a line under the code; the line is there
  // from the first frame (with the placeholder too), so nothing moves when the keymap loads.
  const withStatusLine = settings.keymap !== "standard";
  return (
    <div
      style={{ height }}
      className="flex flex-col overflow-hidden"
      data-testid="code-editor"
      data-keymap={settings.keymap}
      ref={box}
      onPointerDown={started ? undefined : start}
    >
      <div className="min-h-0 flex-1">
        {started ? (
          <EditorErrorBoundary fallback={<PlainEditor {...props} height="100%" />}>
            <Suspense fallback={placeholder}>
              <MonacoCodeEditor
                {...props}
                settings={settings}
                height="100%"
                statusLine={statusLine}
                focusOnMount={startedByLearner}
              />
            </Suspense>
          </EditorErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
      {withStatusLine && (
        <div
          className="flex h-6 shrink-0 items-center border-t bg-muted px-3 font-mono text-xs text-foreground"
          data-testid="editor-status-line"
        >
          <span className="mr-3 shrink-0 font-sans font-medium text-muted-foreground">
            {settings.keymap === "vim" ? "Vim" : "Emacs"}
          </span>
          {/* Filled by the keymap itself (mode, pending keys, the ':' command line). */}
          <div
            ref={setStatusLine}
            role="status"
            aria-live="polite"
            className="min-w-0 flex-1 truncate [&_input]:w-1/2 [&_input]:bg-transparent [&_input]:text-foreground [&_input]:outline-none"
          />
        </div>
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
