import { ChevronRight, Lightbulb } from "lucide-react";
import type { TSavedHint } from "../code-storage";
import { MarkdownView } from "./markdown-view";

export type THintsListProps = {
  /** The challenge's authored hints, in order. */
  hints: string[];
  /** 1-based numbers of the authored hints revealed with Get Hint (shown open). */
  revealed: Set<number>;
  /** Hints written about the learner's code after the authored ones ran out. */
  coachHints: TSavedHint[];
  error: Error | null;
};

/**
 * The Hints tab: numbered hints, closed until the learner opens one (or Get Hint reveals it),
 * so a glance at the tab does not spoil the problem.
 */
export function HintsList({ hints, revealed, coachHints, error }: THintsListProps) {
  if (hints.length === 0 && coachHints.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground" data-testid="text-no-hints">
        No hints available for this challenge.
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      {error && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          Failed to get hint
        </p>
      )}
      <ol className="grid grid-cols-1 gap-2" data-testid="list-hints">
        {hints.map((hint, i) => (
          <HintItem key={hint} number={i + 1} text={hint} open={revealed.has(i + 1)} />
        ))}
        {coachHints
          .map((hint, i) => ({ ...hint, number: hints.length + i + 1 }))
          .map((hint) => (
            <HintItem
              key={hint.number}
              number={hint.number}
              text={hint.text}
              open
              markdown
              note={hint.source === "ai" ? "AI hint about your code" : "Automated hint about your code"}
            />
          ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        Get Hint reveals the next hint; once they are all shown it looks at your current code.
      </p>
    </div>
  );
}

type THintItemProps = {
  number: number;
  text: string;
  open: boolean;
  note?: string;
  /**
   * Hints about the learner's code are written in Markdown (bold labels, code spans). Authored
   * hints are plain prose that may hold a literal `*` or `_`, so they are shown as written.
   */
  markdown?: boolean;
};

function HintItem({ number, text, open, note, markdown = false }: THintItemProps) {
  return (
    <li data-testid={`hint-${number}`}>
      <details open={open} className="group rounded-lg border bg-card open:border-primary/40">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium select-none hover:bg-accent/60 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
            aria-hidden
          />
          <Lightbulb className="size-4 text-amber-500" aria-hidden />
          Hint {number}
          {note && <span className="ml-auto text-xs font-normal text-muted-foreground">{note}</span>}
        </summary>
        {markdown ? (
          <MarkdownView
            source={text}
            className="markdown-hint px-3 pt-0 pb-3 pl-9"
            data-testid={`text-hint-${number}`}
          />
        ) : (
          <p
            className="px-3 pt-0 pb-3 pl-9 text-sm leading-relaxed whitespace-pre-line text-muted-foreground"
            data-testid={`text-hint-${number}`}
          >
            {text}
          </p>
        )}
      </details>
    </li>
  );
}
