import { EVENTS, ROOMS, type TForumPost, type TForumReply } from "@cp/contracts";
import type { EventBus } from "../../realtime/bus";
import type { PostCounts } from "./repo-posts";

/**
 * What the forum publishes, and to which rooms: the list room "forum" hears about posts (new,
 * edited, counted, removed), a post's room "post:<id>" about that post and its replies. Payloads
 * are the presenters' public shapes, never a reader's own state.
 */
export function createForumEvents(bus: EventBus) {
  const both = (postId: string) => [ROOMS.forum, ROOMS.post(postId)];
  return {
    postCreated(post: TForumPost) {
      bus.publish(EVENTS.forumPostCreated, ROOMS.forum, post);
    },
    postUpdated(post: TForumPost) {
      bus.publish(EVENTS.forumPostUpdated, both(post.id), post);
    },
    postCounts(postId: string, counts: PostCounts) {
      const { views, likes, replies } = counts;
      bus.publish(EVENTS.forumPostCounts, both(postId), { postId, views, likes, replies });
    },
    postRemoved(postId: string, reason: "deleted" | "hidden") {
      bus.publish(EVENTS.forumPostRemoved, both(postId), { id: postId, reason });
    },
    replyCreated(reply: TForumReply) {
      bus.publish(EVENTS.forumReplyCreated, ROOMS.post(reply.postId), reply);
    },
    replyUpdated(reply: TForumReply) {
      bus.publish(EVENTS.forumReplyUpdated, ROOMS.post(reply.postId), reply);
    },
    replyLikes(reply: { id: string; postId: string; likes: number }) {
      bus.publish(EVENTS.forumReplyLikes, ROOMS.post(reply.postId), {
        id: reply.id,
        postId: reply.postId,
        likes: reply.likes,
      });
    },
    replyRemoved(reply: { id: string; postId: string }, reason: "deleted" | "hidden") {
      bus.publish(EVENTS.forumReplyRemoved, ROOMS.post(reply.postId), { id: reply.id, postId: reply.postId, reason });
    },
  };
}

export type ForumEvents = ReturnType<typeof createForumEvents>;
