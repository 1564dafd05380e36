import { cn } from "@/lib/cn";

export type TProgressProps = {
  value: number;
  /** 100 by default (spec section 9). */
  max?: number;
  className?: string;
  indicatorClassName?: string;
  "aria-label"?: string;
};

export function Progress({ value, max = 100, className, indicatorClassName, ...aria }: TProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-label={aria["aria-label"]}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary transition-[width] duration-300", indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
