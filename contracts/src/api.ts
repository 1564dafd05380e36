import type { ADMIN_ENDPOINTS } from "./admin";
import type { AUTH_ENDPOINTS } from "./auth";
import type { CHALLENGE_ENDPOINTS } from "./challenges";
import type { COMPILER_ENDPOINTS } from "./compiler";
import type { TEndpoint } from "./endpoint";
import type { FORUM_ENDPOINTS } from "./forum";
import type { TRoute } from "./paths";
import type { PROGRESS_ENDPOINTS } from "./progress";
import type { QUIZ_ENDPOINTS } from "./quizzes";
import type { TUTORIAL_ENDPOINTS } from "./tutorials";

/** Every endpoint a table holds, however deep (the admin's are grouped by kind of item). */
type TEndpointsIn<T> = T extends TEndpoint ? T : { [K in keyof T]: TEndpointsIn<T[K]> }[keyof T];

/** Every endpoint of the API, as one union. */
export type TApiEndpoint = TEndpointsIn<
  | typeof AUTH_ENDPOINTS
  | typeof CHALLENGE_ENDPOINTS
  | typeof COMPILER_ENDPOINTS
  | typeof FORUM_ENDPOINTS
  | typeof PROGRESS_ENDPOINTS
  | typeof QUIZ_ENDPOINTS
  | typeof TUTORIAL_ENDPOINTS
  | typeof ADMIN_ENDPOINTS
>;

/** The endpoint declared for a route (same method and path): where a call's types come from. */
export type TEndpointOf<R extends TRoute> = Extract<TApiEndpoint, { method: R["method"]; path: R["path"] }>;
