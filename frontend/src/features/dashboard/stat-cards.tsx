import type { LucideIcon } from "lucide-react";
import { CheckCircle2, Clock, GraduationCap, Percent, Repeat } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import type { TDashboardMetrics } from "./dashboard-metrics";

type TStat = {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
};

/**
 * The four cards of the spec (Challenges Solved, its success rate, Total Attempts, In Progress) and
 * the quizzes passed at least once. The rate is named for what it counts, "Catalog Solved": My
 * Progress has a rate of accepted submissions, and one name for both read as one figure.
 */
export function StatCards({
  metrics,
  quizzes,
}: {
  metrics: TDashboardMetrics;
  quizzes: { passed: number; total: number };
}) {
  const stats: TStat[] = [
    {
      label: "Challenges Solved",
      value: String(metrics.solved),
      hint: `of ${metrics.totalChallenges} in the catalog`,
      icon: CheckCircle2,
      tone: "bg-primary/12 text-primary",
    },
    {
      label: "Catalog Solved",
      value: `${metrics.successRate}%`,
      hint: `${metrics.solved} of ${metrics.totalChallenges} challenges in the catalog solved`,
      icon: Percent,
      tone: "bg-sky-500/12 text-sky-600 dark:text-sky-400",
    },
    {
      label: "Total Attempts",
      value: formatCount(metrics.totalAttempts),
      hint: "submissions across challenges",
      icon: Repeat,
      tone: "bg-violet-500/12 text-violet-600 dark:text-violet-400",
    },
    {
      label: "In Progress",
      value: String(metrics.inProgress),
      hint: "started, not solved yet",
      icon: Clock,
      tone: "bg-amber-500/12 text-amber-600 dark:text-amber-400",
    },
    {
      label: "Quizzes Passed",
      value: String(quizzes.passed),
      hint: `of ${quizzes.total} quizzes`,
      icon: GraduationCap,
      tone: "bg-emerald-500/12 text-emerald-600 dark:text-emerald-400",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {stats.map((stat, index) => (
        <li
          key={stat.label}
          className={cn(
            "rounded-xl border bg-card p-4 sm:p-5",
            // Five cards in two columns: the last one takes the whole row.
            index === stats.length - 1 && "col-span-2 lg:col-span-1",
          )}
          data-testid="dashboard-stat"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{stat.label}</p>
            <span className={cn("hidden size-8 shrink-0 place-items-center rounded-lg sm:grid", stat.tone)}>
              <stat.icon className="size-4" aria-hidden />
            </span>
          </div>
          <p
            className="mt-2 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl"
            data-testid={`stat-${slug(stat.label)}`}
          >
            {stat.value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{stat.hint}</p>
        </li>
      ))}
    </ul>
  );
}

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, "-");
