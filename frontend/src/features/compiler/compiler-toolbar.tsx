import { LoaderCircle, Play, Share2, Workflow } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FLOW_UNSUPPORTED_REASON, type TCompilerLanguageInfo } from "./compiler-languages";
import { shareCode } from "./share-code";

/** The bar above the editor: the file's name, language and version, then Share, Show Flow and Run. */
export function CompilerToolbar({
  language,
  version,
  code,
  blank,
  running,
  analyzing,
  flowSupported,
  onShowFlow,
  onRun,
}: {
  language: TCompilerLanguageInfo;
  /** The server's version of the language, once the languages have loaded. */
  version: string | null | undefined;
  /** The editor's code, null while the editor loads. */
  code: string | null;
  blank: boolean;
  running: boolean;
  analyzing: boolean;
  flowSupported: boolean;
  onShowFlow: () => void;
  onRun: () => void;
}) {
  const flowReasonId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="w-full min-w-0 sm:mr-auto sm:w-auto">
        <p className="truncate font-mono text-sm font-semibold" data-testid="text-file-name">
          {language.file}
        </p>
        <p className="text-xs text-muted-foreground">
          {language.name}
          {version ? ` · ${version}` : ""}
          {language.slug === "html" ? " · live preview" : ""}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          if (code !== null) void shareCode(language.slug, code);
        }}
        disabled={code === null}
        className="flex-1 sm:flex-none"
        data-testid="button-share"
      >
        <Share2 className="size-4" aria-hidden />
        Share
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onShowFlow}
        disabled={blank || analyzing || !flowSupported}
        title={flowSupported ? undefined : FLOW_UNSUPPORTED_REASON}
        aria-describedby={flowSupported ? undefined : flowReasonId}
        className="flex-1 sm:flex-none"
        data-testid="button-show-flow"
      >
        {analyzing ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Workflow className="size-4" aria-hidden />
        )}
        {analyzing ? "Analyzing" : "Show Flow"}
      </Button>
      {!flowSupported && (
        <span id={flowReasonId} className="sr-only">
          {FLOW_UNSUPPORTED_REASON}
        </span>
      )}
      <Button
        size="sm"
        onClick={onRun}
        disabled={blank || running}
        title="Run (Ctrl+Enter)"
        className="flex-1 sm:flex-none"
        data-testid="button-run"
      >
        {running ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Play className="size-4" aria-hidden />
        )}
        {running ? "Running" : "Run"}
      </Button>
    </div>
  );
}
