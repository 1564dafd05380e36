import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type TButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost";
export type TButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const variants: Record<TButtonVariant, string> = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
};

const sizes: Record<TButtonSize, string> = {
  default: "h-9 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-11 rounded-md px-6 text-base",
  icon: "size-9",
};

/**
 * The classes of a button, for elements that must look like one without being a <button>
 * (a react-router <Link>, for instance).
 */
export function buttonVariants(options: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}) {
  return cn(base, variants[options.variant ?? "default"], sizes[options.size ?? "default"], options.className);
}

export type TButtonProps = ComponentProps<"button"> & { variant?: TButtonVariant; size?: TButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: TButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
