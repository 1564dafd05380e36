import type { TRole } from "@cp/contracts";
import { useHydrated } from "@/app/ssr";
import { TimeAgo } from "@/components/time-ago";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { fullTime } from "@/lib/format";

/** The first letter of a username in upper case, as the header's avatar shows it. */
export function Avatar({ username, className }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full bg-primary/15 text-sm font-semibold text-primary",
        className,
      )}
    >
      {username.charAt(0).toUpperCase()}
    </span>
  );
}

/** Who wrote something and when: avatar, name (with an Admin badge for admins), time, "edited". */
export function AuthorLine({
  username,
  role,
  createdAt,
  editedAt,
  size = "default",
}: {
  username: string;
  role: TRole;
  createdAt: string;
  editedAt: string | null;
  size?: "default" | "sm";
}) {
  // The exact time is in the reader's time zone, which only the browser knows (see TimeAgo).
  const hydrated = useHydrated();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar username={username} className={size === "sm" ? "size-7 text-xs" : undefined} />
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        <span className="truncate font-medium" data-testid="text-author">
          {username}
        </span>
        {role === "admin" && (
          <Badge variant="secondary" className="px-1.5 py-0 text-[10px]">
            Admin
          </Badge>
        )}
        <span className="text-muted-foreground" aria-hidden>
          ·
        </span>
        <TimeAgo iso={createdAt} className="text-muted-foreground" />
        {editedAt && (
          <span className="text-xs text-muted-foreground" title={hydrated ? `Edited ${fullTime(editedAt)}` : undefined}>
            (edited)
          </span>
        )}
      </div>
    </div>
  );
}
