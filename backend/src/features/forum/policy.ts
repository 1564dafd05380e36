import { isAdmin, rule } from "../../http/policy";
import type { SessionUser } from "../../http/state";

type Authored = { userId: string };

const isAuthor = (user: SessionUser, item: Authored) => user.id === item.userId;

/**
 * Who may change what in the forum. Reading is public (hidden items aside, which the repository
 * filters); everything here needs a session. Authors edit their own words and nobody else's,
 * admins delete or hide anything but do not rewrite other people's posts.
 */
export const forumPolicy = {
  editPost: rule<Authored>(isAuthor, "You may only edit your own posts"),
  deletePost: rule<Authored>(
    (user, post) => isAuthor(user, post) || isAdmin(user),
    "You may only delete your own posts",
  ),
  hidePost: rule<Authored>((user) => isAdmin(user), "Only admins may hide posts"),
  editReply: rule<Authored>(isAuthor, "You may only edit your own replies"),
  deleteReply: rule<Authored>(
    (user, reply) => isAuthor(user, reply) || isAdmin(user),
    "You may only delete your own replies",
  ),
  hideReply: rule<Authored>((user) => isAdmin(user), "Only admins may hide replies"),
};
