import { Fragment } from "react";
import { cn } from "@/lib/cn";

/**
 * Quiz text as written in the content: plain sentences where `backticks` mark code. Rendered by
 * React (so every character is escaped), paragraphs split at blank lines.
 */
export function QuizText({ text, className, inline }: { text: string; className?: string; inline?: boolean }) {
  if (inline) return <span className={className}>{withCode(text)}</span>;
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, " ").trim());
  return (
    <div className={cn("space-y-2", className)}>
      {paragraphs.filter(Boolean).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never reorder.
        <p key={index}>{withCode(paragraph)}</p>
      ))}
    </div>
  );
}

function withCode(text: string) {
  return text.split(/(`[^`]+`)/g).map((part, index) =>
    part.length > 2 && part.startsWith("`") && part.endsWith("`") ? (
      <code
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text never reorder.
        key={index}
        className="rounded border bg-muted px-1 py-px font-mono text-[0.85em] break-words"
      >
        {part.slice(1, -1)}
      </code>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text never reorder.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
