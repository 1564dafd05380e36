import type { TLoginRequest, TRole, TSignupRequest, TUser } from "@cp/contracts";
import { API, ROUTES } from "@cp/contracts/constants";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { call, errorMessage, onUnauthorized } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast, useToastStore } from "./toast-store";

/** Query key of the current user; `GET /api/auth/me`, null when logged out (401). */
export const SESSION_QUERY_KEY = [API.auth.me] as const;

const SESSION_QUERY = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => call(ROUTES.auth.me, { on401: "returnNull" }),
});

export type TSession = {
  /** The logged-in user, or null (logged out, or the call failed). */
  user: TUser | null;
  isLoading: boolean;
  isError: boolean;
};

/** The current user, loaded once per visit and refreshed explicitly after login and logout. */
export function useSession(): TSession {
  const query = useQuery(SESSION_QUERY);
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}

/** Loads the session unless it is known (a gated route's loader waits for it); never rejects. */
export function prefetchSession(): Promise<void> {
  return queryClient.prefetchQuery(SESSION_QUERY);
}

/** The session's user once it is loaded (the cached one when known); null for a visitor or a failed call. */
export async function loadSessionUser(): Promise<TUser | null> {
  await prefetchSession();
  return queryClient.getQueryData(SESSION_QUERY.queryKey) ?? null;
}

/** Fetches the session again and returns the fresh user (null when logged out). */
export async function refreshSession(): Promise<TUser | null> {
  return queryClient.fetchQuery({ ...SESSION_QUERY, staleTime: 0 });
}

/** Where a user lands after login: admins on /admin, everyone else on /student-progress. */
export function homePathFor(role: TRole): string {
  return role === "admin" ? "/admin" : "/student-progress";
}

/**
 * The `next` of /login?next=... when it is a path of this site ("/challenges/abc?tab=1"), else
 * null: an absolute or protocol-relative url ("//evil.example") would send the learner elsewhere
 * after logging in.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  const base = "http://same.site";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === "/login") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * True from a Logout until the next login: a learner who chose to leave is not offered a way
 * back to the page they left (the gate then sends them to a plain /login).
 */
let loggedOutOnPurpose = false;
/** True while a Logout request is on its way. */
let loggingOut = false;

/** The login page, remembering where to come back to (nothing for the home page, or after a Logout). */
export function loginPathFor(from: string): string {
  if (loggedOutOnPurpose) return "/login";
  const next = safeNextPath(from);
  return next && next !== "/" ? `/login?${new URLSearchParams({ next })}` : "/login";
}

/** The `next` path of the current /login url, if it is a safe one. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get("next"));
}

/**
 * A successful login or signup settles whatever went wrong before it ('Login failed', 'Session
 * expired'): an error toast must not follow the learner onto the next page. It also ends the
 * Logout mark, so a later expiry keeps its `next` again.
 */
function settleNewSession(): void {
  loggedOutOnPurpose = false;
  const { current, dismiss } = useToastStore.getState();
  if (current?.variant === "destructive") dismiss(current.id);
}

/** Logs in, refreshes the session, then goes back to `next` or to the role's home page. */
export function useLogin() {
  const navigate = useNavigate();
  const next = useNextPath();
  return useMutation({
    mutationFn: (input: TLoginRequest) => call(ROUTES.auth.login, { body: input }),
    onSuccess: async (response) => {
      const user = await refreshSession();
      settleNewSession();
      await navigate(next ?? homePathFor(user?.role ?? response.role), { replace: true });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error, "Invalid credentials"), variant: "destructive" });
    },
  });
}

/** Creates a student account (the server logs it in) and goes to `next` or /student-progress. */
export function useSignup() {
  const navigate = useNavigate();
  const next = useNextPath();
  return useMutation({
    mutationFn: (input: TSignupRequest) => call(ROUTES.auth.signup, { body: input }),
    onSuccess: async () => {
      await refreshSession();
      settleNewSession();
      await navigate(next ?? "/student-progress", { replace: true });
    },
    onError: (error) => {
      toast({
        title: "Signup failed",
        description: errorMessage(error, "Could not create account"),
        variant: "destructive",
      });
    },
  });
}

/** Logs out, refreshes the session, toasts and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(ROUTES.auth.logout),
    // From the moment the learner asks to leave, a 401 from a request still in flight (the page's
    // data, a refetch when the server closes the socket) is the logout itself, not an expiry.
    onMutate: () => {
      loggingOut = true;
    },
    onSettled: () => {
      loggingOut = false;
    },
    onSuccess: async () => {
      loggedOutOnPurpose = true;
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await refreshSession();
      // Per-user data cached under other keys must not survive into the next session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== API.auth.me });
      toast({ title: "Logged Out", description: "You have been successfully logged out." });
      await navigate("/login");
    },
    onError: (error) => {
      toast({ title: "Error", description: errorMessage(error, "Could not log out"), variant: "destructive" });
    },
  });
}

/**
 * Ends the session in this tab when the server answers 401 while the app thinks someone is
 * logged in (the session expired, or was revoked elsewhere): per-user data is dropped, a toast
 * says why, and the login page opens with the current page as `next`, so logging in again
 * returns there. Mounted once, in the layout.
 */
export function useEndSessionOnUnauthorized(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      onUnauthorized((url) => {
        if (url === API.auth.login || loggingOut || !queryClient.getQueryData(SESSION_QUERY_KEY)) return;
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== API.auth.me });
        toast({
          title: "Session expired",
          description: "Please log in again to continue.",
          variant: "destructive",
          holdMs: 1500,
        });
        const { pathname, search, hash } = here.current;
        void navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
      }),
    [navigate],
  );
}
