import { Marked } from "marked";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Whitespace and control characters. */
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;

/**
 * A link or image address that can only go somewhere: http(s), mailto, or a path of this site.
 * Browsers drop whitespace and controls inside a scheme ("java\tscript:") and decode entities in
 * attributes ("&#106;avascript:"), so an address holding either is refused too.
 */
export function isSafeUrl(href: string): boolean {
  if (SPACE_OR_CONTROL.test(href) || /&#|&[a-z]+;/i.test(href)) return false;
  if (/^(?:https?:\/\/|mailto:)/i.test(href)) return true;
  // No scheme: a path, a query or an anchor of this site.
  return !/^[^/?#]*:/.test(href);
}

/**
 * Markdown (challenge statements, hints, tutorials, coach feedback) as HTML that is safe by
 * construction, on the server and in the browser alike: raw HTML in the source shows as text, and
 * a link or image with any other address points nowhere. The browser sanitizes it once more.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
  walkTokens: (token) => {
    if ((token.type === "link" || token.type === "image") && !isSafeUrl(token.href)) token.href = "#";
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
