import { cn } from "@/lib/cn";

/** Whether a screen is receiving live updates: a pulsing dot while the socket is connected. */
export function LiveBadge({ connected, testId = "leaderboard-live" }: { connected: boolean; testId?: string }) {
  return (
    <span
      data-testid={testId}
      data-connected={connected}
      className={cn(
        "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium",
        connected ? "border-primary/30 bg-primary/10 text-primary" : "text-muted-foreground",
      )}
    >
      <span className="relative flex size-2">
        {connected && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60" />
        )}
        <span
          className={cn(
            "relative inline-flex size-2 rounded-full",
            connected ? "bg-primary" : "bg-muted-foreground/60",
          )}
        />
      </span>
      {connected ? "Live" : "Connecting..."}
    </span>
  );
}
