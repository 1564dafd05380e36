import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A spinning icon with an optional visible label; announced politely to screen readers. */
export function Spinner({
  label,
  className,
  inheritColor = false,
}: {
  label?: string;
  className?: string;
  /** Use the surrounding text colour (inside a filled button) instead of the primary colour. */
  inheritColor?: boolean;
}) {
  return (
    <div role="status" aria-live="polite" className={cn("flex items-center gap-2 text-muted-foreground", className)}>
      <LoaderCircle className={cn("size-5 animate-spin", !inheritColor && "text-primary")} aria-hidden />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}

/** Full-area spinner for a page waiting on data or the session. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
