import type { TDifficulty, TQuizTopic } from "@cp/contracts";
import { DIFFICULTIES, QUIZ_TOPICS } from "@cp/contracts/constants";
import { useSearchParams } from "react-router";
import { Select } from "@/components/ui/select";
import type { TQuizFilters } from "./quizzes-api";

const DIFFICULTY_OPTIONS = [
  { value: "all", label: "All Levels" },
  ...DIFFICULTIES.map((value) => ({ value, label: value })),
];
const TOPIC_OPTIONS = [{ value: "all", label: "All Topics" }, ...QUIZ_TOPICS.map((value) => ({ value, label: value }))];

/** The list's filters, kept in the address (?difficulty=&topic=) so a filtered list can be shared. */
export function useQuizFilters() {
  const [params, setParams] = useSearchParams();
  const difficulty = params.get("difficulty") ?? "";
  const topic = params.get("topic") ?? "";
  const filters: TQuizFilters = {
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty) ? (difficulty as TDifficulty) : "all",
    topic: (QUIZ_TOPICS as readonly string[]).includes(topic) ? (topic as TQuizTopic) : "all",
  };
  const update = (next: Partial<TQuizFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.difficulty !== "all") out.set("difficulty", merged.difficulty);
    if (merged.topic !== "all") out.set("topic", merged.topic);
    setParams(out, { replace: true });
  };
  return { filters, update };
}

export function QuizFilters({
  filters,
  onChange,
}: {
  filters: TQuizFilters;
  onChange: (next: Partial<TQuizFilters>) => void;
}) {
  return (
    <search className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-2 lg:max-w-xl">
      <Select
        value={filters.difficulty}
        onValueChange={(value) => onChange({ difficulty: value as TQuizFilters["difficulty"] })}
        options={DIFFICULTY_OPTIONS}
        aria-label="Difficulty"
        data-testid="select-difficulty"
      />
      <Select
        value={filters.topic}
        onValueChange={(value) => onChange({ topic: value as TQuizFilters["topic"] })}
        options={TOPIC_OPTIONS}
        aria-label="Topic"
        data-testid="select-topic"
      />
    </search>
  );
}
