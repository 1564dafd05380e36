import { HttpError } from "../../http/errors";
import type { AppState } from "../../http/state";
import { currentUser } from "../../http/state";

/** A learner's progress and submissions are theirs and the admins' to read: 401 without a session, 403 for anyone else. */
export function authorizeReadUserData(ctx: { state: AppState }, ownerId: string) {
  const user = currentUser(ctx);
  if (user.id !== ownerId && user.role !== "admin") {
    throw new HttpError(403, "You may only read your own progress");
  }
  return user;
}
