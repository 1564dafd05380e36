import type { TQuizListItem } from "@cp/contracts";
import { Badge } from "@/components/ui/badge";
import { DifficultyBadge } from "@/features/challenges/difficulty-badge";

/** Difficulty and topic badges of a quiz, as on the card and the detail header. */
export function QuizBadges({ quiz }: { quiz: Pick<TQuizListItem, "difficulty" | "topic"> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DifficultyBadge difficulty={quiz.difficulty} />
      <Badge variant="secondary" data-testid="badge-topic">
        {quiz.topic}
      </Badge>
    </div>
  );
}
