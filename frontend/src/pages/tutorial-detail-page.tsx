import { ArrowLeft, ArrowRight, Check, ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { EmptyState, Page, RetryButton } from "@/components/ui/page";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { MarkdownView } from "@/features/challenges/detail/problem/markdown-view";
import { DifficultyBadge } from "@/features/challenges/difficulty-badge";
import { TryItYourself } from "@/features/tutorials/try-it-yourself";
import { useTutorial } from "@/features/tutorials/tutorials-api";
import { useStepProgress } from "@/features/tutorials/use-step-progress";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/cn";

/** /tutorials/:id: the header, progress, the step card and 'Try It Yourself'. The step is in the URL (`?step=2`). */
export default function TutorialDetailPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const tutorial = useTutorial(id);
  useDocumentTitle(tutorial.data?.title ?? "Tutorial");
  const progress = useStepProgress(tutorial.data);

  if (tutorial.isPending) {
    return (
      <Page>
        <Spinner label="Loading tutorial..." />
      </Page>
    );
  }
  if (tutorial.isError || !tutorial.data) {
    // Only a 404 means the tutorial does not exist; any other failure may pass on a second try.
    const missing = !tutorial.isError || (tutorial.error instanceof ApiError && tutorial.error.status === 404);
    return (
      <Page>
        <EmptyState
          title={missing ? "Tutorial not found" : "Failed to fetch tutorial"}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {!missing && <RetryButton onRetry={tutorial.refetch} pending={tutorial.isFetching} />}
              <Link to="/tutorials" className={buttonVariants({ variant: "outline" })}>
                Back to Tutorials
              </Link>
            </div>
          }
        />
      </Page>
    );
  }

  const t = tutorial.data;
  const total = t.steps.length;
  const requested = Number(params.get("step") ?? "1");
  const index = Number.isInteger(requested) && requested >= 1 && requested <= total ? requested - 1 : 0;
  const step = t.steps[index];
  const goTo = (i: number) => setParams({ step: String(i + 1) });
  const done = progress.passed.size;
  const last = index === total - 1;
  const offerNext = last && progress.passed.has(index) && t.next !== null;

  return (
    <Page className="flex flex-col gap-6">
      <div>
        <Link
          to={`/tutorials?course=${t.course}`}
          className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" /> {t.language} tutorials
        </Link>
        <h1 className="text-3xl font-bold tracking-tight" data-testid="text-tutorial-title">
          {t.title}
        </h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t.description}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={t.difficulty} />
          <Badge variant="secondary">{t.language}</Badge>
          <Badge variant="outline">{t.topic}</Badge>
          <Badge variant="outline">
            {total} {total === 1 ? "step" : "steps"}
          </Badge>
          {t.estimatedTime !== null && <Badge variant="outline">{t.estimatedTime} min</Badge>}
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium">Progress</span>
          <span data-testid="text-tutorial-progress" className="text-muted-foreground">
            {done} / {total} completed
          </span>
        </div>
        <Progress value={done} max={total} aria-label="Tutorial progress" />
        <ol className="flex flex-wrap gap-2" aria-label="Steps">
          {t.steps.map((s, i) => {
            const passed = progress.passed.has(i);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list, numbered by position.
              <li key={i}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  title={s.title}
                  aria-current={i === index ? "step" : undefined}
                  data-testid={`button-step-${i + 1}`}
                  data-passed={passed}
                  className={cn(
                    "flex h-8 min-w-8 cursor-pointer items-center justify-center gap-1 rounded-full border px-2.5 text-xs font-semibold transition-colors",
                    i === index ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                    passed &&
                      i !== index &&
                      "border-emerald-500/50 bg-emerald-500/12 text-emerald-700 dark:text-emerald-300",
                  )}
                >
                  {passed && <Check className="size-3.5" aria-label="passed" />}
                  {i + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </div>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        {step && (
          <Card className="min-w-0">
            <CardHeader className="pb-4">
              <h2 className="text-xl font-semibold" data-testid="text-step-title">
                Step {index + 1}: {step.title}
              </h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <MarkdownView source={step.content} data-testid="step-content" />
              <div className="rounded-lg border border-primary/25 bg-primary/5 p-4">
                <h3 className="mb-1 text-sm font-semibold">Explanation</h3>
                <MarkdownView source={step.explanation} className="text-sm" />
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold">Expected output</h3>
                <pre
                  data-testid="text-expected-output"
                  className="overflow-auto whitespace-pre-wrap rounded-md bg-code p-3 font-mono text-sm text-code-foreground"
                >
                  {step.expectedOutput}
                </pre>
              </div>
              <div className="flex items-center justify-between gap-3 border-t pt-4">
                <Button
                  variant="outline"
                  onClick={() => goTo(index - 1)}
                  disabled={index === 0}
                  data-testid="button-previous"
                >
                  <ChevronLeft className="size-4" /> Previous
                </Button>
                <span className="text-sm text-muted-foreground" data-testid="text-step-counter">
                  {index + 1} of {total}
                </span>
                {offerNext && t.next ? (
                  <Link to={`/tutorials/${t.next.id}`} className={buttonVariants()} data-testid="link-next-tutorial">
                    Next tutorial <ArrowRight className="size-4" />
                  </Link>
                ) : (
                  <Button variant="outline" onClick={() => goTo(index + 1)} disabled={last} data-testid="button-next">
                    Next <ChevronRight className="size-4" />
                  </Button>
                )}
              </div>
              {offerNext && t.next && (
                <p className="text-sm text-muted-foreground">
                  Well done! Up next: <span className="font-medium text-foreground">{t.next.title}</span>
                </p>
              )}
            </CardContent>
          </Card>
        )}
        <TryItYourself
          tutorial={t}
          index={index}
          userId={progress.userId}
          signedIn={progress.signedIn}
          onPassed={(i) => {
            if (!progress.signedIn) progress.markVisitor(i);
          }}
        />
      </div>
    </Page>
  );
}
