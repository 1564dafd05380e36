import { API, type TLoginRequest, type TRole, type TSignupRequest, type TUser } from "@cp/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiGet, apiPost, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "./toast-store";

/** Query key of the current user; `GET /api/auth/me`, null when logged out (401). */
export const SESSION_QUERY_KEY = [API.auth.me] as const;

const fetchSessionUser = () => apiGet<TUser>(API.auth.me, { on401: "returnNull" });

export type TSession = {
  /** The logged-in user, or null (logged out, or the call failed). */
  user: TUser | null;
  isLoading: boolean;
  isError: boolean;
};

/** The current user, loaded once per visit and refreshed explicitly after login and logout. */
export function useSession(): TSession {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}

/** Fetches the session again and returns the fresh user (null when logged out). */
export async function refreshSession(): Promise<TUser | null> {
  return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 0 });
}

/** Where a user lands after login: admins on /admin, everyone else on /student-progress. */
export function homePathFor(role: TRole): string {
  return role === "admin" ? "/admin" : "/student-progress";
}

/** Logs in, refreshes the session, then goes to the role's home page. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: TLoginRequest) => apiPost<Pick<TUser, "username" | "role">>(API.auth.login, input),
    onSuccess: async (response) => {
      const user = await refreshSession();
      await navigate(homePathFor(user?.role ?? response.role), { replace: true });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error, "Invalid credentials"), variant: "destructive" });
    },
  });
}

/** Creates a student account (the server logs it in) and goes to /student-progress. */
export function useSignup() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: TSignupRequest) => apiPost<Pick<TUser, "username">>(API.auth.signup, input),
    onSuccess: async () => {
      await refreshSession();
      await navigate("/student-progress", { replace: true });
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
    mutationFn: () => apiPost<unknown>(API.auth.logout),
    onSuccess: async () => {
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
