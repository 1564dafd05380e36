import { RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { CodeEditor } from "@/features/challenges/editor/code-editor";

/**
 * The editor side: the code editor once the code is known, else a spinner while the languages
 * load, or their error with a retry.
 */
export function EditorPane({
  code,
  monaco,
  onChange,
  onRun,
  highlightLine,
  loadFailed,
  onRetry,
  retrying,
}: {
  /** The editor's code, null until the languages (and so the starter) have loaded. */
  code: string | null;
  /** Monaco language id. */
  monaco: string;
  onChange: (code: string) => void;
  onRun: () => void;
  /** The flow step's line, marked in the editor. */
  highlightLine: number | null;
  loadFailed: boolean;
  onRetry: () => unknown;
  retrying: boolean;
}) {
  if (code === null)
    return (
      <div className="flex h-full items-center justify-center bg-code">
        {loadFailed ? (
          <div className="flex flex-col items-center gap-3">
            <p className="text-sm text-code-foreground/70">Failed to load the languages.</p>
            <RetryButton onRetry={onRetry} pending={retrying} />
          </div>
        ) : (
          <Spinner label="Loading editor..." />
        )}
      </div>
    );
  return (
    <CodeEditor
      value={code}
      language={monaco}
      onChange={onChange}
      onRunShortcut={onRun}
      height="100%"
      highlightLine={highlightLine}
    />
  );
}
