import { cn } from "@/lib/cn";
import "./forum-content.css";

/**
 * A post's or reply's content as the server rendered it. The server's renderer escapes every
 * tag a user writes, allows only http(s), mailto and relative links, and highlights code; this
 * only displays its output.
 */
export function ForumContent({
  html,
  className,
  ...rest
}: {
  html: string;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <div
      className={cn("forum-content", className)}
      data-testid={rest["data-testid"]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's renderer (features/forum/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
