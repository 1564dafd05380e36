import { BookOpen, Code2, ListChecks, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const QUICK_ACTIONS = [
  { to: "/challenges", label: "Solve Challenges", hint: "Practise with the editor", icon: Code2 },
  { to: "/tutorials", label: "Follow Tutorials", hint: "Learn step by step", icon: BookOpen },
  { to: "/quizzes", label: "Take Quizzes", hint: "Check what you know", icon: ListChecks },
  { to: "/leaderboard", label: "View Leaderboard", hint: "See where you stand", icon: Trophy },
] as const;

/** Quick Actions: buttons to /challenges, /tutorials, /quizzes and /leaderboard. */
export function QuickActions() {
  return (
    <Card data-testid="quick-actions">
      <CardHeader className="pb-4">
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Pick up where you left off.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {QUICK_ACTIONS.map(({ to, label, hint, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-3 rounded-lg border bg-background px-3 py-2.5 transition-colors hover:border-primary/40 hover:bg-accent"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/12 text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-xs text-muted-foreground">{hint}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
