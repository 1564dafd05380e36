import type { TDifficulty } from "@cp/contracts";
import { CheckCircle2, CircleDashed, CircleX, Flag } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const DIFFICULTY_CLASSES: Record<TDifficulty, string> = {
  Easy: "border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  Medium: "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  Hard: "border-rose-500/30 bg-rose-500/10 text-rose-700 dark:text-rose-300",
};

/** Text colour of each difficulty, for bars and dots. */
export const DIFFICULTY_BAR_CLASSES: Record<TDifficulty, string> = {
  Easy: "bg-emerald-500",
  Medium: "bg-amber-500",
  Hard: "bg-rose-500",
};

/** A coloured difficulty tag; its own classes rather than a Badge variant, whose colours would compete with these. */
export function DifficultyBadge({ difficulty }: { difficulty: TDifficulty }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-semibold",
        DIFFICULTY_CLASSES[difficulty],
      )}
    >
      {difficulty}
    </span>
  );
}

/** Challenge progress status (spec section 4): Completed or In Progress. */
export function ProgressStatusBadge({ completed, gaveUp = false }: { completed: boolean; gaveUp?: boolean }) {
  if (gaveUp && !completed) {
    return (
      <Badge variant="outline" data-testid="badge-gave-up">
        <Flag className="size-3" aria-hidden />
        Gave up
      </Badge>
    );
  }
  return completed ? (
    <Badge data-testid="badge-completed">
      <CheckCircle2 className="size-3" aria-hidden />
      Completed
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="badge-in-progress">
      <CircleDashed className="size-3" aria-hidden />
      In Progress
    </Badge>
  );
}

/** Submission status (spec section 4): Passed or Failed. */
export function SubmissionStatusBadge({ passed, className }: { passed: boolean; className?: string }) {
  return passed ? (
    <Badge className={className}>
      <CheckCircle2 className="size-3" aria-hidden />
      Passed
    </Badge>
  ) : (
    <Badge variant="destructive" className={className}>
      <CircleX className="size-3" aria-hidden />
      Failed
    </Badge>
  );
}
