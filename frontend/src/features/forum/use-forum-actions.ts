import type { TForumPostDetail, TForumPostInput, TForumReplyDetail } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import {
  createPost,
  createReply,
  deletePost,
  deleteReply,
  forumKeys,
  likePost,
  likeReply,
  setPostHidden,
  setReplyHidden,
  updatePost,
  updateReply,
} from "./forum-api";
import {
  applyOwnPost,
  applyOwnPostLike,
  applyOwnReply,
  applyOwnReplyLike,
  applyOwnReplyRemoved,
  applyPostCreated,
  applyPostRemoved,
} from "./forum-live";

/*
 * The forum's writes. Each answer goes into the cache through the same functions as the live
 * events (forum-live.ts), and the toasts use the specification's texts where it has them.
 */

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });

export function useCreatePost(onCreated: (post: TForumPostDetail) => void) {
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      applyOwnPost(post);
      applyPostCreated(post);
      toast({ title: "Post published!", description: "Your post is now live in the community." });
      onCreated(post);
    },
    onError: failed("Could not publish the post"),
  });
}

export function useUpdatePost(onUpdated: () => void) {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TForumPostInput }) => updatePost(id, input),
    onSuccess: (post) => {
      applyOwnPost(post);
      toast({ title: "Post updated", description: "Your changes are saved." });
      onUpdated();
    },
    onError: failed("Could not save the post"),
  });
}

export function useDeletePost(onDeleted: () => void) {
  return useMutation({
    mutationFn: (id: string) => deletePost(id),
    onSuccess: (_answer, id) => {
      applyPostRemoved({ id, reason: "deleted" });
      queryClient.removeQueries({ queryKey: forumKeys.post(id) });
      toast({ title: "Post deleted", description: "The post and its replies are gone." });
      onDeleted();
    },
    onError: failed("Could not delete the post"),
  });
}

export function useHidePost() {
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setPostHidden(id, hidden),
    onSuccess: (post) => {
      applyOwnPost(post);
      toast({
        title: post.hidden ? "Post hidden" : "Post visible again",
        description: post.hidden ? "Only admins and its author can see it now." : "Everyone can see it again.",
      });
    },
    onError: failed("Could not change the post's visibility"),
  });
}

export function useLikePost(postId: string) {
  return useMutation({
    mutationFn: async () => {
      const sentAt = Date.now();
      return { result: await likePost(postId), sentAt };
    },
    onSuccess: ({ result, sentAt }) => {
      applyOwnPostLike(postId, result, sentAt);
      if (result.liked) toast({ title: "Post liked!", description: "Your like has been recorded." });
    },
    onError: failed("Could not like the post"),
  });
}

export function useCreateReply(postId: string, onPosted: () => void) {
  return useMutation({
    mutationFn: (content: string) => createReply(postId, content),
    onSuccess: (reply) => {
      applyOwnReply(reply);
      // The post's reply count (spec: posting a reply refreshes the replies and the post).
      void queryClient.invalidateQueries({ queryKey: forumKeys.post(postId) });
      toast({ title: "Reply posted!", description: "Your reply has been added to the discussion." });
      onPosted();
    },
    onError: failed("Could not post the reply"),
  });
}

export function useUpdateReply(onUpdated: () => void) {
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => updateReply(id, content),
    onSuccess: (reply) => {
      applyOwnReply(reply);
      toast({ title: "Reply updated", description: "Your changes are saved." });
      onUpdated();
    },
    onError: failed("Could not save the reply"),
  });
}

export function useDeleteReply() {
  return useMutation({
    mutationFn: (reply: TForumReplyDetail) => deleteReply(reply.id),
    onSuccess: (_answer, reply) => {
      applyOwnReplyRemoved(reply.postId, reply.id);
      toast({ title: "Reply deleted" });
    },
    onError: failed("Could not delete the reply"),
  });
}

export function useHideReply() {
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setReplyHidden(id, hidden),
    onSuccess: (reply) => {
      applyOwnReply(reply);
      toast({ title: reply.hidden ? "Reply hidden" : "Reply visible again" });
    },
    onError: failed("Could not change the reply's visibility"),
  });
}

export function useLikeReply(postId: string) {
  return useMutation({
    mutationFn: async (replyId: string) => ({ replyId, result: await likeReply(replyId) }),
    onSuccess: ({ replyId, result }) => {
      applyOwnReplyLike(postId, replyId, result);
      if (result.liked) toast({ title: "Reply liked!", description: "Your like has been recorded." });
    },
    onError: failed("Could not like the reply"),
  });
}
