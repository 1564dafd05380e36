import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A like toggle with its count. A visitor sees the count and is told to log in; the count itself
 * comes from the cache (so it moves when anyone else likes).
 */
export function LikeButton({
  liked,
  likes,
  onToggle,
  pending,
  signedIn,
  label,
  size = "sm",
  ...rest
}: {
  liked: boolean;
  likes: number;
  onToggle: () => void;
  pending: boolean;
  signedIn: boolean;
  /** What is liked, for the accessible name ("post", "reply"). */
  label: string;
  size?: "sm" | "xs";
  "data-testid"?: string;
}) {
  return (
    <Button
      variant={liked ? "secondary" : "ghost"}
      size="sm"
      onClick={onToggle}
      disabled={pending || !signedIn}
      aria-pressed={liked}
      // The visible count is part of the name (WCAG 2.5.3); aria-pressed tells whether it is liked.
      aria-label={`Like this ${label}, ${likes} ${likes === 1 ? "like" : "likes"}`}
      title={signedIn ? undefined : "Log in to like"}
      data-testid={rest["data-testid"]}
      data-liked={liked}
      className={cn(
        "gap-1.5 disabled:opacity-100",
        size === "xs" && "h-7 px-2",
        liked && "text-rose-500 dark:text-rose-400",
      )}
    >
      <Heart className={cn("size-4", liked && "fill-current")} aria-hidden />
      <span className="tabular-nums" data-testid={rest["data-testid"] ? `${rest["data-testid"]}-count` : undefined}>
        {likes}
      </span>
    </Button>
  );
}
