import { ArrowLeft, Copy, FileX2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { toast } from "@/app/toast-store";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState, Page, RetryButton } from "@/components/ui/page";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { forumKeys, usePost, useReplies } from "@/features/forum/forum-api";
import { useForumLiveStore } from "@/features/forum/forum-live-store";
import { PostView } from "@/features/forum/post/post-view";
import { loadReplyDraft, ReplyBox, ReplyList } from "@/features/forum/post/replies";
import { LiveBadge } from "@/features/leaderboard/live-badge";
import { ApiError } from "@/lib/api";
import { useLiveRoom } from "@/lib/socket";

function BackLink() {
  return (
    <Link to="/community" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-2 mb-4" })}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to Community
    </Link>
  );
}

/** The reply the reader was writing when the post went away: shown to copy, never lost silently. */
function UnsentReply({ postId }: { postId: string }) {
  const [text] = useState(() => loadReplyDraft(postId));
  if (!text.trim()) return null;
  return (
    <section className="mt-6 grid gap-2" aria-labelledby="unsent-reply-heading">
      <h2 id="unsent-reply-heading" className="text-sm font-semibold">
        Your reply was not posted
      </h2>
      <Textarea readOnly value={text} rows={4} aria-labelledby="unsent-reply-heading" data-testid="text-unsent-reply" />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-testid="button-copy-unsent-reply"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => toast({ title: "Copied", description: "Your reply is on the clipboard." }),
              () =>
                toast({ title: "Copy failed", description: "Select the text and copy it.", variant: "destructive" }),
            );
          }}
        >
          <Copy className="size-4" aria-hidden />
          Copy reply
        </Button>
      </div>
    </section>
  );
}

/** Community post (/community/{id}): the post, its replies and the reply box; everything moves live. */
export default function CommunityPostPage() {
  const id = useParams().id ?? "";
  const { user } = useSession();
  const post = usePost(id);
  useDocumentTitle(post.data?.title ?? "Community");
  const replies = useReplies(id);
  const connected = useLiveRoom(`post:${id}`, { refetchOnReconnect: [forumKeys.post(id), forumKeys.replies(id)] });
  const removed = useForumLiveStore((state) => state.removed[id]);

  if (removed && !(removed === "hidden" && user?.role === "admin")) {
    return (
      <Page className="max-w-4xl">
        <BackLink />
        <EmptyState icon={<FileX2 className="size-6" aria-hidden />} title="This post is no longer available">
          {removed === "deleted"
            ? "It was deleted while you were reading it."
            : "A moderator hid it while you were reading it."}
        </EmptyState>
        <UnsentReply postId={id} />
      </Page>
    );
  }
  if (post.isPending) return <PageSpinner label="Loading post..." />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Page className="max-w-4xl">
        <BackLink />
        <EmptyState
          icon={missing ? <FileX2 className="size-6" aria-hidden /> : <TriangleAlert className="size-6" aria-hidden />}
          title={missing ? "Post not found" : "Failed to fetch post"}
          action={missing ? undefined : <RetryButton onRetry={post.refetch} pending={post.isFetching} />}
        >
          {missing ? "It may have been deleted." : post.error.message}
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page className="max-w-4xl">
      <div className="flex items-start justify-between gap-3">
        <BackLink />
        <LiveBadge connected={connected} testId="forum-live" />
      </div>
      <PostView post={post.data} user={user} />
      <section className="mt-8" aria-labelledby="replies-heading">
        <h2 id="replies-heading" className="mb-4 text-lg font-semibold">
          Replies <span className="text-muted-foreground">({post.data.replies})</span>
        </h2>
        {replies.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading replies..." />
          </div>
        ) : replies.isError ? (
          <EmptyState
            icon={<TriangleAlert className="size-6" aria-hidden />}
            title="Failed to fetch replies"
            action={<RetryButton onRetry={replies.refetch} pending={replies.isFetching} />}
          >
            {replies.error.message}
          </EmptyState>
        ) : (
          <ReplyList replies={replies.data} user={user} postId={id} />
        )}
        <div className="mt-6">
          <ReplyBox postId={id} user={user} />
        </div>
      </section>
    </Page>
  );
}
