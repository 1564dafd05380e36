import { BookOpen, Brain, Briefcase, Code2, Target, Trophy } from "lucide-react";
import { HomeSection } from "./section";

const FEATURES = [
  {
    icon: Brain,
    name: "AI-Powered Evaluation",
    text: "Every submission is reviewed for correctness, complexity and style, with hints when you are stuck.",
  },
  {
    icon: Code2,
    name: "Interactive Editor",
    text: "A full code editor in the browser with syntax highlighting, starter code and instant test runs.",
  },
  {
    icon: Target,
    name: "Curated Challenges",
    text: "Problems grouped by topic and difficulty, from arrays and strings to graphs and dynamic programming.",
  },
  {
    icon: BookOpen,
    name: "Step-by-Step Tutorials",
    text: "Short lessons in ten languages and frameworks, each step with code you can run and change.",
  },
  {
    icon: Trophy,
    name: "Global Competitions",
    text: "Earn points for every solve, keep your streak alive and climb the global leaderboard.",
  },
  {
    icon: Briefcase,
    name: "Interview Prep",
    text: "Practise the patterns interviewers ask about and track which topics still need work.",
  },
] as const;

export function FeaturesSection() {
  return (
    <HomeSection
      id="features"
      eyebrow="Everything in one place"
      title="Built for how developers actually learn"
      description="Read a little, write a lot, and get feedback while the code is still fresh in your head."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, name, text }) => (
          <li
            key={name}
            data-testid="feature-card"
            className="group rounded-xl border bg-card p-6 transition-colors hover:border-primary/40"
          >
            <span className="grid size-10 place-items-center rounded-lg bg-primary/12 text-primary ring-1 ring-primary/20 ring-inset">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-base font-semibold">{name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
