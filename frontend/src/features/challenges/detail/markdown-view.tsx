import DOMPurify from "dompurify";
import { marked } from "marked";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import "./markdown.css";

/**
 * Markdown from the server (challenge statements, coach feedback) as HTML. DOMPurify removes
 * scripts, event handlers and javascript: urls, so even an admin-authored statement or a model's
 * reply cannot run code in the learner's session.
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
  const html = useMemo(() => {
    const rendered = marked.parse(source, { async: false, gfm: true, breaks: false });
    return DOMPurify.sanitize(rendered, { USE_PROFILES: { html: true } });
  }, [source]);
  return (
    <div
      className={cn("markdown", className)}
      data-testid={rest["data-testid"]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
