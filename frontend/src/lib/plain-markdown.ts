/**
 * Markdown as one line of plain text, for places that show a short string (toasts, one-line
 * previews): the coach writes bold labels, code spans and bullet lists, which would otherwise
 * show as stray `**` and backticks.
 */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/^\s*(?:[-*+]|\d+\.|#+)\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}
