/** Every REST path of the API, shared by the server router and the client. */
export const API = {
  health: "/api/health",
  auth: {
    signup: "/api/auth/signup",
    login: "/api/auth/login",
    logout: "/api/auth/logout",
    me: "/api/auth/me",
  },
  challenges: {
    list: "/api/challenges",
    /** Public: a few catalog challenges for the home page (a visitor has no session). */
    popular: "/api/challenges/popular",
    detail: (id: string) => `/api/challenges/${id}`,
    run: (id: string) => `/api/challenges/${id}/run`,
    submit: (id: string) => `/api/challenges/${id}/submit`,
    hint: (id: string) => `/api/challenges/${id}/hint`,
    drafts: (id: string) => `/api/challenges/${id}/drafts`,
    editorial: (id: string) => `/api/challenges/${id}/editorial`,
  },
  compiler: {
    run: "/api/compiler/run",
    languages: "/api/compiler/languages",
    flow: "/api/compiler/flow",
  },
  leaderboard: {
    list: "/api/leaderboard",
    user: (userId: string) => `/api/leaderboard/user/${userId}`,
  },
  forum: {
    posts: "/api/forum/posts",
    post: (id: string) => `/api/forum/posts/${id}`,
    postLike: (id: string) => `/api/forum/posts/${id}/like`,
    postHidden: (id: string) => `/api/forum/posts/${id}/hidden`,
    postReplies: (id: string) => `/api/forum/posts/${id}/replies`,
    reply: (id: string) => `/api/forum/replies/${id}`,
    replyLike: (id: string) => `/api/forum/replies/${id}/like`,
    replyHidden: (id: string) => `/api/forum/replies/${id}/hidden`,
    preview: "/api/forum/preview",
    /** An external image of a post, fetched by the server: `?url=<encoded http(s) URL>`. */
    image: "/api/forum/image",
  },
  tutorials: {
    courses: "/api/tutorials/courses",
    list: "/api/tutorials",
    detail: (id: string) => `/api/tutorials/${id}`,
    run: (id: string, index: number | string) => `/api/tutorials/${id}/steps/${index}/run`,
    complete: (id: string, index: number | string) => `/api/tutorials/${id}/steps/${index}/complete`,
    progress: (id: string) => `/api/tutorials/${id}/progress`,
  },
  quizzes: {
    list: "/api/quizzes",
    detail: (id: string) => `/api/quizzes/${id}`,
    attempts: (id: string) => `/api/quizzes/${id}/attempts`,
  },
  progress: (userId: string) => `/api/progress/${userId}`,
  progressStats: (userId: string) => `/api/progress/${userId}/stats`,
  submissions: (userId: string) => `/api/submissions/user/${userId}`,
  /** The caller's own submissions of one challenge, newest first, with their code. */
  mySubmissions: (challengeId: string) => `/api/submissions/challenge/${challengeId}`,
  /** Where one of the caller's accepted submissions stands (asked for once the submit has answered). */
  submissionStanding: (submissionId: string) => `/api/submissions/${submissionId}/standing`,
} as const;

/** The admin's calls (spec section 9). Here, with no schema beside it: the client's route loader reads it. */
export const ADMIN_API = {
  challenges: "/api/admin/challenges",
  quizzes: "/api/admin/quizzes",
  tutorials: "/api/admin/tutorials",
  validateChallenge: "/api/admin/challenges/validate",
  starterCode: "/api/admin/challenges/starter-code",
  audit: "/api/admin/audit",
} as const;
