import type { TForumReplyDetail, TUser } from "@cp/contracts";
import { FORUM_LIMITS } from "@cp/contracts/constants";
import { Eye, EyeOff, LogIn, MessageSquare, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { useForumLiveStore } from "../forum-live-store";
import { ForumContent } from "../markdown/forum-content";
import { MarkdownEditor } from "../markdown/markdown-editor";
import { useCreateReply, useDeleteReply, useHideReply, useLikeReply, useUpdateReply } from "../use-forum-actions";
import { AuthorLine } from "./author-line";
import { ConfirmDialog } from "./confirm-dialog";
import { LikeButton } from "./like-button";

/** One reply: author, time, content, like button, and its author's or an admin's actions. */
function ReplyItem({ reply, user, postId }: { reply: TForumReplyDetail; user: TUser | null; postId: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.content);
  const [confirming, setConfirming] = useState(false);
  const like = useLikeReply(postId);
  const update = useUpdateReply(() => setEditing(false));
  const remove = useDeleteReply();
  const hide = useHideReply();
  const arrived = useForumLiveStore((state) => Boolean(state.arrived[reply.id]));
  const isAuthor = user?.id === reply.authorId;
  const isAdmin = user?.role === "admin";

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    update.mutate({ id: reply.id, content: draft });
  };

  return (
    <li
      className={cn(
        "rounded-xl border bg-card p-4 shadow-sm transition-colors sm:p-5",
        arrived && "border-primary/60 ring-2 ring-primary/20",
        reply.hidden && "border-dashed opacity-80",
      )}
      data-testid={`reply-${reply.id}`}
      data-reply-author={reply.username}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine
          username={reply.username}
          role={reply.authorRole}
          createdAt={reply.createdAt}
          editedAt={reply.editedAt}
          size="sm"
        />
        {reply.hidden && (
          <Badge variant="destructive" className="gap-1">
            <EyeOff className="size-3" aria-hidden />
            Hidden
          </Badge>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} className="mt-3 grid gap-2">
          <MarkdownEditor
            value={draft}
            onChange={setDraft}
            rows={5}
            aria-label="Edit reply"
            data-testid="input-edit-reply"
          />
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setEditing(false);
                setDraft(reply.content);
              }}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              size="sm"
              disabled={update.isPending || !draft.trim()}
              data-testid="button-save-reply"
            >
              {update.isPending ? <Spinner label="Saving..." inheritColor className="text-current" /> : "Save"}
            </Button>
          </div>
        </form>
      ) : (
        <ForumContent html={reply.html} className="mt-3 text-[0.9rem]" data-testid="reply-content" />
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <LikeButton
          liked={reply.likedByMe}
          likes={reply.likes}
          onToggle={() => like.mutate(reply.id)}
          pending={like.isPending}
          signedIn={Boolean(user)}
          label="reply"
          size="xs"
          data-testid="button-like-reply"
        />
        {(isAuthor || isAdmin) && !editing && (
          <div className="flex flex-wrap items-center gap-1">
            {isAuthor && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                onClick={() => {
                  setDraft(reply.content);
                  setEditing(true);
                }}
                data-testid="button-edit-reply"
              >
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </Button>
            )}
            {isAdmin && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                onClick={() => hide.mutate({ id: reply.id, hidden: !reply.hidden })}
                disabled={hide.isPending}
                data-testid="button-hide-reply"
              >
                {reply.hidden ? <Eye className="size-3.5" aria-hidden /> : <EyeOff className="size-3.5" aria-hidden />}
                {reply.hidden ? "Show" : "Hide"}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
              data-testid="button-delete-reply"
            >
              <Trash2 className="size-3.5" aria-hidden />
              Delete
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this reply?"
        description="It will be removed for everyone. This cannot be undone."
        confirmLabel="Delete reply"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(reply, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

/** The replies, oldest first, or the spec's empty text. */
export function ReplyList({
  replies,
  user,
  postId,
}: {
  replies: TForumReplyDetail[];
  user: TUser | null;
  postId: string;
}) {
  if (replies.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquare className="size-6" aria-hidden />}
        title="No replies yet. Be the first to reply!"
        className="py-10"
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid="list-replies" aria-live="polite">
      {replies.map((reply) => (
        <ReplyItem key={reply.id} reply={reply} user={user} postId={postId} />
      ))}
    </ul>
  );
}

const replyDraftKey = (postId: string) => `cp:reply-draft:${postId}`;

/** The reply being written on a post in this tab, if any (empty when none or storage is unavailable). */
export function loadReplyDraft(postId: string): string {
  try {
    return sessionStorage.getItem(replyDraftKey(postId)) ?? "";
  } catch {
    return "";
  }
}

function saveReplyDraft(postId: string, content: string): void {
  try {
    if (content) sessionStorage.setItem(replyDraftKey(postId), content);
    else sessionStorage.removeItem(replyDraftKey(postId));
  } catch {
    // Storage unavailable: the reply stays in the box for this visit.
  }
}

/**
 * The reply box ('Share your thoughts...' / 'Post Reply'). A reply blank after trimming is
 * ignored; the box clears once the reply is posted. Visitors get a prompt to log in instead.
 */
export function ReplyBox({ postId, user }: { postId: string; user: TUser | null }) {
  const [content, setContentState] = useState(() => loadReplyDraft(postId));
  // Kept in this tab as it is typed: a reload, or the post being deleted meanwhile, loses nothing.
  const setContent = (next: string) => {
    setContentState(next);
    saveReplyDraft(postId, next);
  };
  const create = useCreateReply(postId, () => setContent(""));

  if (!user) {
    return (
      <div
        className="flex flex-col items-center justify-between gap-3 rounded-xl border border-dashed bg-card/50 p-5 text-center sm:flex-row sm:text-left"
        data-testid="reply-login-prompt"
      >
        <p className="text-sm text-muted-foreground">Join the discussion: log in to reply and like posts.</p>
        <Link to="/login" className={buttonVariants({ size: "sm" })} data-testid="link-login-to-reply">
          <LogIn className="size-4" aria-hidden />
          Log in to reply
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || create.isPending) return;
    create.mutate(content);
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5" aria-label="Reply">
      <Textarea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Share your thoughts..."
        rows={4}
        maxLength={FORUM_LIMITS.contentMax}
        aria-label="Your reply"
        data-testid="input-reply"
        className="resize-y"
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit(event);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">Markdown supported · Ctrl+Enter to post</span>
        <Button type="submit" disabled={create.isPending} data-testid="button-post-reply">
          {create.isPending ? <Spinner label="Posting..." inheritColor className="text-current" /> : "Post Reply"}
        </Button>
      </div>
    </form>
  );
}
