import { resolveTutorialCourse, type TTutorialCourseSummary, type TTutorialListItem } from "@cp/contracts";
import { ArrowLeft, BookOpen, CheckCircle2, Clock, ListOrdered } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { DifficultyBadge } from "@/features/challenges/difficulty-badge";
import { CourseIcon } from "@/features/tutorials/course-icon";
import { useVisitorSteps, visitorCourseSteps } from "@/features/tutorials/local-progress";
import { useCourses, useTutorialList } from "@/features/tutorials/tutorials-api";
import { useContentRoom } from "@/lib/use-content-room";

/** /tutorials: the ten course cards; a chosen course (in the URL, `?course=python`) lists its tutorials. */
export default function TutorialsPage() {
  const [params, setParams] = useSearchParams();
  const course = resolveTutorialCourse(params.get("course") ?? "") ?? null;
  useDocumentTitle(course ? `${course.name} Tutorials` : "Tutorials");
  useContentRoom();
  return (
    <Page>
      {course ? (
        <CourseTutorials courseKey={course.key} name={course.name} onBack={() => setParams({})} />
      ) : (
        <CoursePicker onChoose={(key) => setParams({ course: key })} />
      )}
    </Page>
  );
}

function CoursePicker({ onChoose }: { onChoose: (key: string) => void }) {
  const courses = useCourses();
  const { user } = useSession();
  const visitor = useVisitorSteps();
  const completedOf = (c: TTutorialCourseSummary) => (user ? c.completedSteps : visitorCourseSteps(visitor, c.key));
  return (
    <>
      <PageHeader
        title="Tutorials"
        description="Step-by-step lessons where every step runs for real. Pick a course to begin."
      />
      {courses.isPending && <Spinner label="Loading courses..." />}
      {courses.isError && (
        <EmptyState
          title="Failed to fetch tutorials"
          action={<RetryButton onRetry={courses.refetch} pending={courses.isFetching} />}
        />
      )}
      {courses.data && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {courses.data.map((c) => {
            const done = Math.min(completedOf(c), c.steps);
            const percent = c.steps > 0 ? Math.round((done / c.steps) * 100) : 0;
            return (
              <button
                key={c.key}
                type="button"
                onClick={() => onChoose(c.key)}
                data-testid={`card-course-${c.key}`}
                className="group flex cursor-pointer flex-col gap-4 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <div className="flex items-center gap-3">
                  <CourseIcon course={c.key} />
                  <div className="min-w-0">
                    <div className="font-semibold">{c.name}</div>
                    <div className="text-xs text-muted-foreground">
                      {c.tutorials} {c.tutorials === 1 ? "tutorial" : "tutorials"} · {c.steps}{" "}
                      {c.steps === 1 ? "step" : "steps"}
                    </div>
                  </div>
                </div>
                <div className="mt-auto flex flex-col gap-1.5">
                  <Progress value={percent} aria-label={`${c.name} completed`} />
                  <div className="text-xs text-muted-foreground" data-testid={`text-course-progress-${c.key}`}>
                    {percent}% completed
                  </div>
                </div>
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}

function CourseTutorials({ courseKey, name, onBack }: { courseKey: string; name: string; onBack: () => void }) {
  const list = useTutorialList(courseKey);
  const { user } = useSession();
  const visitor = useVisitorSteps();
  const completedOf = (t: TTutorialListItem) =>
    user ? t.completedSteps : Math.min(visitor[t.id]?.steps.length ?? 0, t.stepCount);
  return (
    <>
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={onBack} data-testid="button-back-courses">
        <ArrowLeft className="size-4" /> Back to Courses
      </Button>
      <PageHeader
        title={`${name} Tutorials`}
        description={`Work through the ${name} course in order, or jump to the topic you need.`}
      />
      {list.isPending && <Spinner label="Loading tutorials..." />}
      {list.isError && (
        <EmptyState
          title="Failed to fetch tutorials"
          action={<RetryButton onRetry={list.refetch} pending={list.isFetching} />}
        />
      )}
      {list.data && list.data.length === 0 && (
        <EmptyState icon={<BookOpen className="size-5" />} title={`No tutorials available for ${name} yet.`} />
      )}
      {list.data && list.data.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((t) => {
            const done = completedOf(t);
            return (
              <Link key={t.id} to={`/tutorials/${t.id}`} data-testid={`card-tutorial-${t.id}`} className="group">
                <Card className="flex h-full flex-col gap-3 p-5 transition group-hover:border-primary/50 group-hover:shadow-md">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="font-semibold leading-snug group-hover:text-primary">{t.title}</h2>
                    <DifficultyBadge difficulty={t.difficulty} />
                  </div>
                  <p className="text-sm text-muted-foreground">{t.description}</p>
                  <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                    <span className="rounded bg-muted px-2 py-0.5 font-medium text-foreground">{t.topic}</span>
                    {t.estimatedTime !== null && (
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-3.5" /> {t.estimatedTime} min
                      </span>
                    )}
                    <span className="inline-flex items-center gap-1">
                      <ListOrdered className="size-3.5" /> {t.stepCount} {t.stepCount === 1 ? "step" : "steps"}
                    </span>
                    {done > 0 && (
                      <span className="inline-flex items-center gap-1 text-emerald-600 dark:text-emerald-400">
                        <CheckCircle2 className="size-3.5" /> {done} / {t.stepCount} done
                      </span>
                    )}
                  </div>
                </Card>
              </Link>
            );
          })}
        </div>
      )}
    </>
  );
}
