import type { TRole } from "@cp/contracts";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { loginPathFor, useSession } from "./session";
import { useHydrated } from "./ssr";

export type TRequireAuthProps = {
  /** When set, only this role may see the content. */
  role?: TRole;
  /** The guarded content; defaults to the child route (<Outlet />). */
  children?: ReactNode;
};

/**
 * Gate for screens that need a session (spec section 4): a spinner reading 'Loading...'
 * while the session loads; no user, a failed call or the wrong role go to /login and
 * nothing of the screen renders. A visitor without a session keeps the page as `next`, so
 * logging in leads back to it; a user with the wrong role does not (it would lead straight back).
 */
export function RequireAuth({ role, children }: TRequireAuthProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  // A page the server rendered for the wrong role is empty there, and sent on once adopted.
  const hydrated = useHydrated();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (role && user.role !== role) return hydrated ? <Navigate to="/login" replace /> : null;
  return <>{children ?? <Outlet />}</>;
}
