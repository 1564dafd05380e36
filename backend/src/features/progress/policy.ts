import { isAdmin, rule } from "../../http/policy";

/** Who may read what of a learner's record. */
export const progressPolicy = {
  /** Progress, stats and submissions are the learner's own and the admins' to read. */
  readUserData: rule<{ id: string }>(
    (user, owner) => user.id === owner.id || isAdmin(user),
    "You may only read your own progress",
  ),
};
