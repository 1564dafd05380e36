import type { TForumPostDetail, TUser } from "@cp/contracts";
import { Eye, EyeOff, MessageSquare, Pencil, Trash2 } from "lucide-react";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ForumContent } from "../markdown/forum-content";
import { useDeletePost, useHidePost, useLikePost } from "../use-forum-actions";
import { AuthorLine } from "./author-line";
import { ConfirmDialog } from "./confirm-dialog";
import { LazyPostFormDialog } from "./lazy-post-form";
import { LikeButton } from "./like-button";
import { CategoryBadge, TagList } from "./post-labels";

/** The post itself: labels, title, author, rendered content, counts, the like button and the author's or admin's actions. */
export function PostView({ post, user }: { post: TForumPostDetail; user: TUser | null }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const like = useLikePost(post.id);
  const remove = useDeletePost(() => void navigate("/community"));
  const hide = useHidePost();
  const isAuthor = user?.id === post.authorId;
  const isAdmin = user?.role === "admin";

  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm sm:p-7" data-testid="post-detail">
      <div className="flex flex-wrap items-center gap-1.5">
        <CategoryBadge category={post.category} />
        <TagList tags={post.tags} />
        {post.hidden && (
          <Badge variant="destructive" className="gap-1" data-testid="badge-hidden">
            <EyeOff className="size-3" aria-hidden />
            Hidden by a moderator
          </Badge>
        )}
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl" data-testid="text-post-title">
        {post.title}
      </h1>
      <div className="mt-3">
        <AuthorLine
          username={post.username}
          role={post.authorRole}
          createdAt={post.createdAt}
          editedAt={post.editedAt}
        />
      </div>
      <ForumContent html={post.html} className="mt-5" data-testid="post-content" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <div className="flex items-center gap-4 text-sm text-muted-foreground">
          <LikeButton
            liked={post.likedByMe}
            likes={post.likes}
            onToggle={() => like.mutate()}
            pending={like.isPending}
            signedIn={Boolean(user)}
            label="post"
            data-testid="button-like-post"
          />
          <span className="inline-flex items-center gap-1.5" title="Views">
            <Eye className="size-4" aria-hidden />
            <span data-testid="text-post-views">{post.views}</span>
            <span>{post.views === 1 ? "view" : "views"}</span>
          </span>
          <span className="inline-flex items-center gap-1.5" title="Replies">
            <MessageSquare className="size-4" aria-hidden />
            <span data-testid="text-post-replies">{post.replies}</span>
            <span>{post.replies === 1 ? "reply" : "replies"}</span>
          </span>
        </div>
        {(isAuthor || isAdmin) && (
          <div className="flex flex-wrap items-center gap-1">
            {isAuthor && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="button-edit-post">
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </Button>
            )}
            {isAdmin && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => hide.mutate({ id: post.id, hidden: !post.hidden })}
                disabled={hide.isPending}
                data-testid="button-hide-post"
              >
                {post.hidden ? <Eye className="size-3.5" aria-hidden /> : <EyeOff className="size-3.5" aria-hidden />}
                {post.hidden ? "Show" : "Hide"}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              className="text-destructive hover:text-destructive"
              data-testid="button-delete-post"
            >
              <Trash2 className="size-3.5" aria-hidden />
              Delete
            </Button>
          </div>
        )}
      </div>
      {isAuthor && editing && (
        <Suspense fallback={null}>
          <LazyPostFormDialog open onOpenChange={setEditing} post={post} onSaved={() => setEditing(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this post?"
        description="The post and all its replies will be removed for everyone. This cannot be undone."
        confirmLabel="Delete post"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(post.id)}
      />
    </article>
  );
}
