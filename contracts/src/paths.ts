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
    detail: (id: string) => `/api/challenges/${id}`,
    run: (id: string) => `/api/challenges/${id}/run`,
    submit: (id: string) => `/api/challenges/${id}/submit`,
    hint: (id: string) => `/api/challenges/${id}/hint`,
  },
  compiler: {
    run: "/api/compiler/run",
    languages: "/api/compiler/languages",
  },
  leaderboard: {
    list: "/api/leaderboard",
    user: (userId: string) => `/api/leaderboard/user/${userId}`,
  },
  progress: (userId: string) => `/api/progress/${userId}`,
  progressStats: (userId: string) => `/api/progress/${userId}/stats`,
  submissions: (userId: string) => `/api/submissions/user/${userId}`,
} as const;
