import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type TBadgeVariant = "default" | "secondary" | "destructive" | "outline";

const variants: Record<TBadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  outline: "border-border text-foreground",
};

export function badgeVariants(options: { variant?: TBadgeVariant; className?: string } = {}) {
  return cn(
    "inline-flex items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-semibold transition-colors",
    variants[options.variant ?? "default"],
    options.className,
  );
}

export function Badge({ variant, className, ...props }: ComponentProps<"span"> & { variant?: TBadgeVariant }) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
