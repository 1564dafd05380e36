import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import type { EventBus } from "../../realtime/bus";
import { IMAGE_PROXY_DEFAULTS } from "./image-proxy";
import { createForumRouter, type ForumLimits } from "./routes";
import { createForumService } from "./service";

// The forum's front door: posts, replies, likes and views, their live events, and the welcome posts.
export { loadWelcomePosts, WELCOME_DIR, type WelcomePost } from "./content";
export { renderMarkdown } from "./markdown";
export { type ForumService, VIEW_WINDOW_MS } from "./service";

export function createForumFeature(deps: {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  limits: ForumLimits;
  /** The image proxy: whether it may fetch from loopback and private addresses (FORUM_IMAGE_ALLOW_PRIVATE). */
  images: { allowPrivate: boolean };
}) {
  const forum = createForumService({ db: deps.db, bus: deps.bus });
  const images = { ...IMAGE_PROXY_DEFAULTS, allowPrivate: deps.images.allowPrivate };
  return { router: createForumRouter({ forum, limiter: deps.limiter, limits: deps.limits, images }), forum };
}
