import { RotateCw } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** The standard page frame: centred, max 1280 px, the same gutters as the header. */
export function Page({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10", className)} {...props} />;
}

export type TPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or filters aligned to the right on wide screens. */
  actions?: ReactNode;
  className?: string;
};

/** The page's <h1> with its description and actions. */
export function PageHeader({ title, description, actions, className }: TPageHeaderProps) {
  return (
    <div className={cn("mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description && <div className="mt-2 text-muted-foreground">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A centred empty or error state inside a page: icon, title, text and an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center", className)}>
      {icon && (
        <div className="mb-4 grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">{icon}</div>
      )}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-muted-foreground">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/**
 * "Try again" for an error state: loads the failed data once more (nothing retries on its own,
 * spec section 7). It spins and is disabled while that load is under way.
 */
export function RetryButton({ onRetry, pending }: { onRetry: () => unknown; pending: boolean }) {
  return (
    <Button variant="outline" onClick={() => void onRetry()} disabled={pending} data-testid="button-retry">
      <RotateCw className={cn("size-4", pending && "animate-spin")} aria-hidden />
      {pending ? "Retrying..." : "Try again"}
    </Button>
  );
}
