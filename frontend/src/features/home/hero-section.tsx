import { ArrowRight, CheckCircle2, PlayCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "@/app/session";
import { buttonVariants } from "@/components/ui/button";

export function HeroSection() {
  const { user } = useSession();
  return (
    <section
      id="about"
      data-testid="section-hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b"
    >
      {/* Soft glow and grid: decoration only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_60%_50%_at_50%_-10%,color-mix(in_oklch,var(--color-primary)_22%,transparent),transparent)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 [background-image:linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [background-size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/60 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
            <Sparkles className="size-3.5 text-primary" aria-hidden />
            AI feedback on every submission
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Learn to code by <span className="text-primary">writing code</span>, every day.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Curated challenges, step-by-step tutorials, quizzes and an online compiler in one place. Run your solution
            against real test cases and get feedback in seconds.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={user ? "/challenges" : "/login?tab=signup"}
              className={buttonVariants({ size: "lg" })}
              data-testid="button-start-learning"
            >
              Start Learning Free
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <a
              href="#demo"
              className={buttonVariants({ size: "lg", variant: "outline" })}
              data-testid="button-watch-demo"
            >
              <PlayCircle className="size-4" aria-hidden />
              Watch Demo
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {["Free forever for learners", "6 languages", "No setup needed"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroResultCard />
      </div>
    </section>
  );
}

/** A sample of what a passing submission looks like. */
function HeroResultCard() {
  const tests = [
    { input: "nums = [2,7,11,15], target = 9", output: "[0,1]", ms: 3 },
    { input: "nums = [3,2,4], target = 6", output: "[1,2]", ms: 2 },
    { input: "nums = [3,3], target = 6", output: "[0,1]", ms: 2 },
  ];
  return (
    <div aria-hidden className="relative hidden sm:block">
      <div className="absolute -inset-4 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/20">
        <div className="flex items-center justify-between border-b px-5 py-3">
          <div className="flex items-center gap-2 text-sm font-semibold">
            <span className="size-2 rounded-full bg-primary" />
            Two Sum · JavaScript
          </div>
          <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">Accepted</span>
        </div>
        <ul className="divide-y">
          {tests.map((test, index) => (
            <li key={test.input} className="flex items-center gap-3 px-5 py-3 text-sm">
              <CheckCircle2 className="size-4 shrink-0 text-primary" />
              <span className="w-14 shrink-0 font-medium">Test {index + 1}</span>
              <code className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">{test.input}</code>
              <code className="font-mono text-xs">{test.output}</code>
              <span className="w-10 text-right text-xs text-muted-foreground">{test.ms} ms</span>
            </li>
          ))}
        </ul>
        <div className="border-t bg-muted/40 px-5 py-4">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-primary">
            <Sparkles className="size-3.5" />
            AI feedback
          </p>
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
            One pass with a hash map gives O(n) time. Nice use of early return; consider naming the map by what it
            stores, e.g. <code className="font-mono text-foreground">indexByValue</code>.
          </p>
        </div>
      </div>
    </div>
  );
}
