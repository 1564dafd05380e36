import { ChevronLeft, ChevronRight, List, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { NO_FILTERS } from "../../challenge-options";
import { useChallengeList } from "../../challenges-api";

const ICON_BUTTON = buttonVariants({ variant: "ghost", size: "icon", className: "size-8" });

/**
 * Back to the list, the previous and next challenge in catalog order, and a random other one,
 * as on LeetCode. The controls keep their place while the catalog loads (disabled until then),
 * so the statement under them never moves.
 */
export function ChallengeNav({ challengeId }: { challengeId: string }) {
  const list = useChallengeList(NO_FILTERS);
  const navigate = useNavigate();
  const ids = list.data?.map((c) => c.id) ?? [];
  const index = ids.indexOf(challengeId);
  const previous = index > 0 ? ids[index - 1] : undefined;
  const next = index >= 0 && index < ids.length - 1 ? ids[index + 1] : undefined;
  const others = ids.filter((id) => id !== challengeId);

  const step = (id: string | undefined, label: string, icon: ReactNode, testId: string) =>
    id ? (
      <Link to={`/challenges/${id}`} className={ICON_BUTTON} aria-label={label} title={label} data-testid={testId}>
        {icon}
      </Link>
    ) : (
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled
        aria-label={label}
        title={label}
        data-testid={testId}
      >
        {icon}
      </Button>
    );

  return (
    <nav
      aria-label="Challenges"
      className="-ml-2 flex items-center gap-1 text-muted-foreground"
      data-testid="nav-challenges"
    >
      <Link to="/challenges" className={ICON_BUTTON} aria-label="All challenges" title="All challenges">
        <List className="size-4" aria-hidden />
      </Link>
      {step(previous, "Previous challenge", <ChevronLeft className="size-4" aria-hidden />, "link-previous-challenge")}
      {step(next, "Next challenge", <ChevronRight className="size-4" aria-hidden />, "link-next-challenge")}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={others.length === 0}
        aria-label="Random challenge"
        title="Random challenge"
        data-testid="button-random-challenge"
        onClick={() => {
          const pick = others[Math.floor(Math.random() * others.length)];
          if (pick) void navigate(`/challenges/${pick}`);
        }}
      >
        <Shuffle className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
