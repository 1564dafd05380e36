import type { TForumPost, TForumPostDetail, TForumPostSummary, TForumReply, TForumReplyDetail } from "@cp/contracts";
import { previewText, renderMarkdown } from "./markdown";
import type { PostRow } from "./repo-posts";
import type { ReplyRow } from "./repo-replies";

/*
 * What a reader may see of posts and replies. The plain presenters give what anyone may see and
 * are the only payloads of socket events; the `Detail` ones add the one field that belongs to
 * the reader asking (whether they liked it), for REST answers only.
 */

export function presentPostSummary(row: PostRow): TForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    preview: previewText(row.content),
    category: row.category,
    tags: row.tags,
    username: row.username,
    authorId: row.userId,
    authorRole: row.authorRole,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    views: row.views,
    likes: row.likes,
    replies: row.replies,
    hidden: row.hidden,
  };
}

export function presentPost(row: PostRow): TForumPost {
  return { ...presentPostSummary(row), content: row.content, html: renderMarkdown(row.content) };
}

export function presentPostDetail(row: PostRow, likedByMe: boolean): TForumPostDetail {
  return { ...presentPost(row), likedByMe };
}

export function presentReply(row: ReplyRow): TForumReply {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    html: renderMarkdown(row.content),
    username: row.username,
    authorId: row.userId,
    authorRole: row.authorRole,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likes: row.likes,
    hidden: row.hidden,
  };
}

export function presentReplyDetail(row: ReplyRow, likedByMe: boolean): TForumReplyDetail {
  return { ...presentReply(row), likedByMe };
}
