import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type THomeSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** Extra content beside the heading (a "View all" link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One home section: consistent vertical rhythm, heading and width. */
export function HomeSection({ id, eyebrow, title, description, aside, className, children }: THomeSectionProps) {
  return (
    <section
      id={id}
      data-testid={`section-${id}`}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-14 py-16 sm:py-20", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            {eyebrow && <p className="mb-2 text-sm font-semibold text-primary">{eyebrow}</p>}
            <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            {description && (
              <p className="mt-3 text-base text-pretty text-muted-foreground sm:text-lg">{description}</p>
            )}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

const difficultyClasses = {
  Easy: "bg-emerald-500/12 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300",
  Medium: "bg-amber-500/12 text-amber-700 ring-amber-500/25 dark:text-amber-300",
  Hard: "bg-rose-500/12 text-rose-700 ring-rose-500/25 dark:text-rose-300",
} as const;

/** Difficulty pill coloured by level (green, amber, red), readable in both themes. */
export function DifficultyPill({ difficulty }: { difficulty: keyof typeof difficultyClasses }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        difficultyClasses[difficulty],
      )}
    >
      {difficulty}
    </span>
  );
}
