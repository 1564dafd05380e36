import { SearchX, TriangleAlert } from "lucide-react";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState, Page, RetryButton } from "@/components/ui/page";
import { PageSpinner } from "@/components/ui/spinner";
import { useChallengeDetail } from "@/features/challenges/challenges-api";
import { ChallengeWorkspace } from "@/features/challenges/detail/challenge-workspace";
import { ApiError } from "@/lib/api";
import { useContentRoom } from "@/lib/use-content-room";

/** Challenge detail (/challenges/:id). Reached only with a session: the route table gates it. */
export default function ChallengeDetailPage() {
  const { id = "" } = useParams();
  const { user } = useSession();
  const detail = useChallengeDetail(id);
  // An admin's edit of this challenge (its statement, its sample tests) or its deletion shows here at once.
  useContentRoom();
  useDocumentTitle(detail.data?.title ?? "Challenge");

  if (detail.isPending) return <PageSpinner label="Loading challenge..." />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Page>
        <div data-testid={notFound ? "text-challenge-not-found" : "text-challenge-error"}>
          <EmptyState
            icon={
              notFound ? <SearchX className="size-6" aria-hidden /> : <TriangleAlert className="size-6" aria-hidden />
            }
            title={notFound ? "Challenge not found" : "Failed to fetch challenge"}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {!notFound && <RetryButton onRetry={detail.refetch} pending={detail.isFetching} />}
                <Link to="/challenges" className={buttonVariants({ variant: "outline" })}>
                  Back to challenges
                </Link>
              </div>
            }
          >
            {notFound ? "It may have been removed, or the link is mistyped." : detail.error.message}
          </EmptyState>
        </div>
      </Page>
    );
  }
  // RequireAuth renders this page only with a user; the key gives every challenge fresh editor state.
  return <ChallengeWorkspace key={detail.data.id} challenge={detail.data} userId={user?.id ?? "anonymous"} />;
}
