import { AlertTriangle } from "lucide-react";
import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown when a page throws while rendering, or its chunk fails to load (typically after a
 * deploy replaced the files): a reload fetches the current ones.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : "Unexpected error";
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <AlertTriangle className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm text-muted-foreground">{detail}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
