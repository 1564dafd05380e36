import { Code2, Flame, Shapes, Target } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { useCatalogStats } from "@/features/challenges/challenges-api";
import { HomeSection } from "./section";

const SAMPLE_TOPICS = [
  { topic: "Arrays & Hash Tables", done: 18, total: 24 },
  { topic: "Strings & Patterns", done: 11, total: 20 },
  { topic: "Trees & Recursion", done: 7, total: 16 },
  { topic: "Dynamic Programming", done: 3, total: 14 },
] as const;

// Four weeks of sample activity (solves per day) for the streak grid.
const SAMPLE_ACTIVITY = [0, 1, 2, 1, 3, 0, 1, 2, 2, 1, 0, 3, 2, 1, 1, 2, 3, 2, 1, 0, 2, 3, 1, 2, 2, 3, 1, 2];
const ACTIVITY_CLASSES = ["bg-muted", "bg-primary/30", "bg-primary/60", "bg-primary"];

/** The catalog's real figures (a public read the server renders in); a dash until they load. */
function useHomeStats() {
  const stats = useCatalogStats().data;
  const shown = (n: number | undefined) => (n === undefined ? "–" : String(n));
  return [
    { icon: Target, value: shown(stats?.challenges), label: "Challenges", testId: "stat-challenges" },
    { icon: Shapes, value: shown(stats?.patterns), label: "Patterns to master", testId: "stat-patterns" },
    { icon: Code2, value: shown(stats?.languages), label: "Languages", testId: "stat-languages" },
  ];
}

export function StatsSection() {
  const figures = useHomeStats();
  return (
    <HomeSection
      id="progress"
      eyebrow="Stay on track"
      title="Track Your Progress"
      description="Your dashboard shows what you have solved, where you struggle and how long your streak is."
      className="border-y bg-muted/30"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {figures.map((stat) => {
            const Icon = stat.icon;
            return (
              <li
                key={stat.label}
                className="flex items-center gap-4 rounded-xl border bg-card p-5"
                data-testid="stat-card"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/12 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="text-3xl font-bold tracking-tight" data-testid={stat.testId}>
                    {stat.value}
                  </p>
                  <p className="text-sm text-muted-foreground">{stat.label}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <section className="rounded-xl border bg-card p-6" aria-label="Sample progress overview">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm text-muted-foreground">Sample learner</p>
              <p className="mt-1 text-lg font-semibold">39 of 74 challenges completed</p>
            </div>
            <span className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-amber-500/12 px-2.5 py-1 text-xs font-semibold text-amber-700 dark:text-amber-300">
              <Flame className="size-3.5" aria-hidden />
              12-day streak
            </span>
          </div>
          <ul className="mt-6 grid gap-4">
            {SAMPLE_TOPICS.map((item) => (
              <li key={item.topic}>
                <div className="mb-1.5 flex justify-between text-sm">
                  <span>{item.topic}</span>
                  <span className="text-muted-foreground">
                    {item.done}/{item.total}
                  </span>
                </div>
                <Progress value={item.done} max={item.total} aria-label={`${item.topic} progress`} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <p className="mb-2 text-sm text-muted-foreground">Last 4 weeks</p>
            <div aria-hidden className="grid grid-cols-14 gap-1.5">
              {SAMPLE_ACTIVITY.map((level, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed sample grid.
                <span key={index} className={`aspect-square rounded-[3px] ${ACTIVITY_CLASSES[level]}`} />
              ))}
            </div>
          </div>
        </section>
      </div>
    </HomeSection>
  );
}
