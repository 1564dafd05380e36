import { forbidden, unauthenticated } from "../errors";
import type { SessionUser } from "./state";

/** One rule of a feature's policy: whether `user` may do it to `entity`, and what a refusal says. */
export type Rule<E> = { allows: (user: SessionUser, entity: E) => boolean; refusal: string };

export function rule<E>(allows: (user: SessionUser, entity: E) => boolean, refusal: string): Rule<E> {
  return { allows, refusal };
}

export const isAdmin = (user: SessionUser) => user.role === "admin";

/**
 * Checks one rule: 401 without a user, 403 with the rule's refusal when it does not allow.
 * Handlers call it explicitly after loading the entity, so each check reads at its use.
 */
export function authorize<E>(user: SessionUser | undefined, action: Rule<E>, entity: E): asserts user is SessionUser {
  if (!user) throw unauthenticated();
  if (!action.allows(user, entity)) throw forbidden(action.refusal);
}
