import type { TChallengeDetail } from "@cp/contracts";
import { resolveLanguage } from "@cp/contracts/constants";
import { BookOpen, CircleCheckBig, FileText, History, Lightbulb, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ACCEPTANCE_LABEL, describeAcceptance } from "../../acceptance";
import { DifficultyBadge } from "../../difficulty-badge";
import { formatInputLines, formatValue } from "../../run/format-value";
import { ChallengeNav } from "./challenge-nav";
import { EditorialView } from "./editorial-view";
import { HintsList, type THintsListProps } from "./hints-list";
import { MarkdownView } from "./markdown-view";
import { SubmissionsList } from "./submissions-list";

export type TProblemTab = "description" | "hints" | "editorial" | "submissions";

export type TProblemPanelProps = {
  challenge: TChallengeDetail;
  tab: TProblemTab;
  onTabChange: (tab: TProblemTab) => void;
  hints: Omit<THintsListProps, "hints" | "hintCount">;
  /** Puts a past submission's code back in the editor, in its language. */
  onOpenInEditor: (language: string, code: string) => void;
};

/** Left side of the challenge screen: the statement, hints, stats and sample tests. */
export function ProblemPanel({ challenge, tab, onTabChange, hints, onOpenInEditor }: TProblemPanelProps) {
  const { title, difficulty, topic, completionRate, totalAttempts, completed, signature } = challenge;
  const hintCount = challenge.hintCount + hints.coachHints.length;
  return (
    <div className="flex flex-col gap-5 p-5 sm:p-6">
      <header className="grid grid-cols-1 gap-3">
        <ChallengeNav challengeId={challenge.id} />
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight" data-testid="text-challenge-title">
            {title}
          </h1>
          {completed && (
            <span className="mt-1 inline-flex shrink-0 items-center gap-1 text-sm font-medium text-emerald-600 dark:text-emerald-400">
              <CircleCheckBig className="size-4" aria-hidden />
              Solved
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={difficulty} />
          <Badge variant="secondary">{topic}</Badge>
          {challenge.patterns.map((pattern) => (
            <Badge key={pattern} variant="outline" data-testid="badge-pattern">
              {pattern}
            </Badge>
          ))}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>{ACCEPTANCE_LABEL}</dt>
            <dd className="font-semibold text-foreground" data-testid="text-completion-rate">
              {completionRate}%
            </dd>
            <dd className="text-xs" data-testid="text-acceptance-counts">
              ({describeAcceptance(challenge.solvedLearners, challenge.attemptedLearners)})
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden />
            <dt>Total attempts</dt>
            <dd className="font-semibold text-foreground" data-testid="text-total-attempts">
              {totalAttempts}
            </dd>
          </div>
        </dl>
      </header>

      <Tabs value={tab} onValueChange={(value) => onTabChange(value as TProblemTab)}>
        <TabsList className="w-full max-sm:[&_svg]:hidden max-sm:[&>button]:px-1.5 max-sm:[&>button]:text-[0.8125rem] sm:w-auto sm:self-start">
          <TabsTrigger value="description" data-testid="tab-description">
            <FileText className="size-4" aria-hidden />
            Description
          </TabsTrigger>
          <TabsTrigger value="hints" data-testid="tab-hints">
            <Lightbulb className="size-4" aria-hidden />
            Hints
            {hintCount > 0 && (
              <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">{hintCount}</span>
            )}
          </TabsTrigger>
          <TabsTrigger value="editorial" data-testid="tab-editorial">
            <BookOpen className="size-4" aria-hidden />
            Editorial
          </TabsTrigger>
          <TabsTrigger value="submissions" data-testid="tab-submissions">
            <History className="size-4" aria-hidden />
            Submissions
          </TabsTrigger>
        </TabsList>

        <TabsContent value="description" className="grid grid-cols-1 gap-6">
          <MarkdownView source={challenge.description} data-testid="text-description" />
          <section aria-labelledby="signature-title" className="grid grid-cols-1 gap-2">
            <h2 id="signature-title" className="text-sm font-semibold">
              Function
            </h2>
            <code className="w-fit max-w-full overflow-x-auto rounded-md border bg-muted px-3 py-2 font-mono text-[0.8125rem]">
              {signature.name}({signature.params.map((p) => `${p.name}: ${p.type}`).join(", ")}) → {signature.returns}
            </code>
          </section>
          <TimeLimits challenge={challenge} />
          <SampleTests challenge={challenge} />
        </TabsContent>

        <TabsContent value="hints">
          <HintsList hints={challenge.hints} hintCount={challenge.hintCount} {...hints} />
        </TabsContent>

        <TabsContent value="editorial">
          <EditorialView challenge={challenge} />
        </TabsContent>

        <TabsContent value="submissions">
          <SubmissionsList challengeId={challenge.id} onOpenInEditor={onOpenInEditor} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

const seconds = (ms: number) => `${ms / 1000} s`;

/** Each language's CPU time limit for a whole run, as DMOJ shows them: calibrated from the references. */
function TimeLimits({ challenge }: { challenge: TChallengeDetail }) {
  const limits = challenge.timeLimits;
  if (!limits) return null;
  const rows = challenge.supportedLanguages.flatMap((name) => {
    const language = resolveLanguage(name);
    const ms = language ? limits[language.key] : undefined;
    return ms ? [{ name, ms }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="time-limits-title" className="grid grid-cols-1 gap-2">
      <h2 id="time-limits-title" className="text-sm font-semibold">
        Time limit
      </h2>
      <p className="text-xs text-muted-foreground">
        CPU time of a whole run over every test, set from the reference solutions in each language.
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="list-time-limits">
        {rows.map(({ name, ms }) => (
          <div key={name} className="flex items-baseline gap-1.5">
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="font-medium tabular-nums" data-testid={`text-time-limit-${name}`}>
              {seconds(ms)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SampleTests({ challenge }: { challenge: TChallengeDetail }) {
  if (challenge.sampleTests.length === 0) return null;
  return (
    <section aria-labelledby="samples-title" className="grid grid-cols-1 gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="samples-title" className="text-sm font-semibold">
          Sample tests
        </h2>
        {challenge.hiddenTestCount > 0 && (
          <p className="text-xs text-muted-foreground">+ {challenge.hiddenTestCount} hidden tests on Submit</p>
        )}
      </div>
      <ol className="grid grid-cols-1 gap-2" data-testid="list-sample-tests">
        {challenge.sampleTests.map((test, i) => (
          <li key={JSON.stringify(test.input)} className="rounded-lg border bg-muted/40 p-3 font-mono text-[0.8125rem]">
            <p className="mb-1.5 font-sans text-xs font-medium text-muted-foreground">Example {i + 1}</p>
            <p className="break-all">
              <span className="text-muted-foreground">Input: </span>
              {formatInputLines(test.input)
                .map((line) => (line.name ? `${line.name} = ${line.value}` : line.value))
                .join(", ")}
            </p>
            <p className="break-all">
              <span className="text-muted-foreground">Output: </span>
              {formatValue(test.expected)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
