import { API, FORUM_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import { route } from "../../http/route";
import type { AppState } from "../../http/state";
import { fetchForumImage, type ImageProxyPolicy } from "./image-proxy";
import type { ForumService } from "./service";

export type ForumLimits = {
  /** Posts, replies and edits per user per minute. */
  writesPerMinute: number;
  /** Likes and previews per user per minute. */
  likesPerMinute: number;
  /** External images fetched through the proxy per reader (user, or address for a visitor) per minute. */
  imagesPerMinute: number;
};

/** A proxied image never changes at its URL for long: readers' browsers keep it a day. */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";

/** Reading is public; writing needs a session and is rate-limited per user. */
export function createForumRouter(deps: {
  forum: ForumService;
  limiter: RateLimiter;
  limits: ForumLimits;
  images: ImageProxyPolicy;
}) {
  const { forum } = deps;
  const router = new Router<AppState>();
  const perUser = (name: string, limit: number) =>
    rateLimit(deps.limiter, { name, limit, windowMs: 60_000, key: (ctx) => ctx.state.user?.id ?? ctx.ip });
  const limitWrites = perUser("forum-write", deps.limits.writesPerMinute);
  const limitLikes = perUser("forum-like", deps.limits.likesPerMinute);
  const limitPreviews = perUser("forum-preview", deps.limits.likesPerMinute);
  const limitImages = perUser("forum-image", deps.limits.imagesPerMinute);

  route(router, FORUM_ENDPOINTS.list, { access: "public" }, ({ user, query }) => forum.list(user, query));
  route(router, FORUM_ENDPOINTS.create, { access: "user", before: [limitWrites], status: 201 }, ({ user, body }) =>
    forum.create(user, body),
  );
  route(router, FORUM_ENDPOINTS.detail, { access: "public" }, ({ user, params, ctx }) =>
    forum.read(user, params.id, ctx.ip),
  );
  route(router, FORUM_ENDPOINTS.update, { access: "user", before: [limitWrites] }, ({ user, params, body }) =>
    forum.update(user, params.id, body),
  );
  route(router, FORUM_ENDPOINTS.remove, { access: "user", status: 204 }, ({ user, params }) =>
    forum.remove(user, params.id),
  );
  route(router, FORUM_ENDPOINTS.hide, { access: "user" }, ({ user, params, body }) =>
    forum.hide(user, params.id, body),
  );
  route(router, FORUM_ENDPOINTS.like, { access: "user", before: [limitLikes] }, ({ user, params }) =>
    forum.likePost(user, params.id),
  );
  route(router, FORUM_ENDPOINTS.replies, { access: "public" }, ({ user, params, query }) =>
    forum.replies(user, params.id, query),
  );
  route(
    router,
    FORUM_ENDPOINTS.reply,
    { access: "user", before: [limitWrites], status: 201 },
    ({ user, params, body }) => forum.reply(user, params.id, body),
  );
  route(router, FORUM_ENDPOINTS.updateReply, { access: "user", before: [limitWrites] }, ({ user, params, body }) =>
    forum.updateReply(user, params.id, body),
  );
  route(router, FORUM_ENDPOINTS.removeReply, { access: "user", status: 204 }, ({ user, params }) =>
    forum.removeReply(user, params.id),
  );
  route(router, FORUM_ENDPOINTS.hideReply, { access: "user" }, ({ user, params, body }) =>
    forum.hideReply(user, params.id, body),
  );
  route(router, FORUM_ENDPOINTS.likeReply, { access: "user", before: [limitLikes] }, ({ user, params }) =>
    forum.likeReply(user, params.id),
  );
  route(router, FORUM_ENDPOINTS.preview, { access: "user", before: [limitPreviews] }, ({ body }) =>
    forum.preview(body.content),
  );

  // Public like the posts that show the images; the answer is bytes, not a contract's JSON.
  router.get(API.forum.image, limitImages, async (ctx) => {
    const image = await fetchForumImage(ctx.query.url, deps.images);
    ctx.set("Content-Type", image.contentType);
    ctx.set("X-Content-Type-Options", "nosniff");
    // Opened on its own, the image is a document that may load and run nothing.
    ctx.set("Content-Security-Policy", "default-src 'none'; sandbox");
    ctx.set("Cache-Control", IMAGE_CACHE_CONTROL);
    ctx.set("Content-Disposition", "inline");
    ctx.body = image.bytes;
  });

  return router;
}
