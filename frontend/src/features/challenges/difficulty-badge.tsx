import type { TDifficulty } from "@cp/contracts";
import { cn } from "@/lib/cn";

const difficultyClasses: Record<TDifficulty, string> = {
  Easy: "bg-emerald-500/12 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300",
  Medium: "bg-amber-500/12 text-amber-700 ring-amber-500/30 dark:text-amber-300",
  Hard: "bg-rose-500/12 text-rose-700 ring-rose-500/30 dark:text-rose-300",
};

/** Difficulty badge: Easy green, Medium amber, Hard red, readable in both themes. */
export function DifficultyBadge({ difficulty, className }: { difficulty: TDifficulty; className?: string }) {
  return (
    <span
      data-testid="badge-difficulty"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        difficultyClasses[difficulty],
        className,
      )}
    >
      {difficulty}
    </span>
  );
}
