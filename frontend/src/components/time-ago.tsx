import { useHydrated } from "@/app/ssr";
import { useNow } from "@/app/use-now";
import { fullTime, relativeTime } from "@/lib/format";

/**
 * A relative time that stays current ("5 minutes ago"), with the exact date on hover. The server
 * cannot know the reader's time zone, so a server-rendered page gets its tooltip once the browser
 * has adopted it (React keeps a server's attribute as it is while hydrating).
 */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} title={hydrated ? fullTime(iso) : undefined} className={className}>
      {relativeTime(iso, now)}
    </time>
  );
}
