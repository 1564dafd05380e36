import { FORUM_LIMITS } from "@cp/contracts/constants";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { previewMarkdown } from "../forum-api";
import { ForumContent } from "./forum-content";

/** The server's rendering of `source` while the Preview tab shows, fetched after typing pauses. */
function usePreview(source: string, active: boolean) {
  const [state, setState] = useState<{ html?: string; error?: string; pending: boolean }>({ pending: false });
  useEffect(() => {
    if (!active) return;
    if (!source.trim()) {
      setState({ html: "", pending: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, pending: true }));
    const timer = setTimeout(() => {
      previewMarkdown(source, controller.signal).then(
        (preview) => setState({ html: preview.html, pending: false }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ error: errorMessage(error, "Preview failed"), pending: false });
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, active]);
  return state;
}

/**
 * A Markdown text area with a Preview tab. The preview is the server's own rendering, so what
 * the writer sees is exactly what readers will get.
 */
export function MarkdownEditor({
  id,
  value,
  onChange,
  placeholder,
  rows = 8,
  error,
  disabled,
  canPreview = true,
  ...rest
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  error?: string;
  disabled?: boolean;
  /** Previews need a session (the endpoint is for writers). */
  canPreview?: boolean;
  "data-testid"?: string;
  "aria-label"?: string;
}) {
  const [tab, setTab] = useState("write");
  const preview = usePreview(value, tab === "preview");
  const testId = rest["data-testid"];
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-2">
      <div className="flex items-center justify-between gap-2">
        <TabsList className="h-8">
          <TabsTrigger value="write" className="px-3 text-xs">
            Write
          </TabsTrigger>
          <TabsTrigger
            value="preview"
            disabled={!canPreview}
            className="px-3 text-xs"
            data-testid={testId && `${testId}-preview-tab`}
          >
            Preview
          </TabsTrigger>
        </TabsList>
        <span className="text-xs text-muted-foreground">Markdown supported</span>
      </div>
      <TabsContent value="write">
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          rows={rows}
          maxLength={FORUM_LIMITS.contentMax}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-label={rest["aria-label"]}
          data-testid={testId}
          spellCheck
          className="resize-y font-mono text-[13px] leading-relaxed"
        />
      </TabsContent>
      <TabsContent value="preview">
        <div
          className={cn("min-h-32 rounded-md border bg-background px-4 py-3", preview.pending && "opacity-70")}
          data-testid={testId && `${testId}-preview`}
        >
          {preview.error ? (
            <p className="text-sm text-destructive">{preview.error}</p>
          ) : preview.html === undefined ? (
            <Spinner label="Rendering preview..." />
          ) : preview.html === "" ? (
            <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
          ) : (
            <ForumContent html={preview.html} />
          )}
        </div>
      </TabsContent>
    </Tabs>
  );
}
