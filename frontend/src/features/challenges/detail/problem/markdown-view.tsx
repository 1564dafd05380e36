import DOMPurify from "dompurify";
import { useMemo, useState } from "react";
import { useHydrated } from "@/app/ssr";
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

/** A short, stable name for a source text (FNV-1a), the same on the server and in the browser. */
function sourceKey(source: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${source.length.toString(36)}`;
}

/** The HTML the server rendered for a source, from the page being hydrated (null in a server render). */
function serverHtml(key: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`.markdown[data-md="${key}"]`)?.innerHTML ?? null;
}

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
  const key = sourceKey(source);
  const hydrated = useHydrated();
  // Hydrating a server-rendered page: the server's HTML for this source is already in the page
  // (the browser has parsed and shown it), so it is adopted as it is rather than rendered again,
  // which costs a phone tens of milliseconds per statement while the page comes alive.
  const [adopted] = useState(() => (hydrated ? null : { source, html: serverHtml(key) }));
  const html = useMemo(
    () => (adopted?.source === source && adopted.html !== null ? adopted.html : sanitize(renderMarkdown(source))),
    [adopted, source],
  );
  return (
    <div
      className={cn("markdown", className)}
      data-md={key}
      data-testid={rest["data-testid"]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: safe Markdown rendering, sanitized again in the browser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
