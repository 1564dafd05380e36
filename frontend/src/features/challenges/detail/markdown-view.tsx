import DOMPurify from "dompurify";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { renderMarkdown } from "@/lib/markdown";
import "./markdown.css";

/**
 * DOMPurify needs a DOM: in the browser it removes scripts, event handlers and javascript: urls
 * once more; on the server (no DOM) the Markdown renderer's own escaping is the guard.
 */
const sanitize =
  typeof DOMPurify.sanitize === "function"
    ? (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
    : (html: string) => html;

/**
 * Markdown from the server (challenge statements, coach feedback) as HTML: even an admin-authored
 * statement or a model's reply cannot run code in the learner's session.
 */
export function MarkdownView({
  source,
  className,
  ...rest
}: {
  source: string;
  className?: string;
  "data-testid"?: string;
}) {
  const html = useMemo(() => sanitize(renderMarkdown(source)), [source]);
  return (
    <div
      className={cn("markdown", className)}
      data-testid={rest["data-testid"]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: safe Markdown rendering, sanitized again in the browser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
