/** Header navigation, in the order of spec section 2. */
export const NAV_LINKS = [
  { to: "/", label: "Home", testId: "link-home" },
  { to: "/challenges", label: "Challenges", testId: "link-challenges" },
  { to: "/tutorials", label: "Tutorials", testId: "link-tutorials" },
  { to: "/quizzes", label: "Quizzes", testId: "link-quizzes" },
  { to: "/compiler", label: "Compiler", testId: "link-compiler" },
  { to: "/community", label: "Community", testId: "link-community" },
  { to: "/leaderboard", label: "Leaderboard", testId: "link-leaderboard" },
  { to: "/dashboard", label: "Dashboard", testId: "link-dashboard" },
] as const;
