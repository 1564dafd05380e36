import type { TUser } from "@cp/contracts";
import { LayoutDashboard, LineChart, LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "./session";

/** Upper-case first letter of the username, shown in the avatar. */
export function avatarLetter(username: string): string {
  return username.charAt(0).toUpperCase();
}

export function UserAvatar({ username, className = "" }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`grid size-8 place-items-center rounded-full bg-primary/15 text-sm font-semibold text-primary ring-1 ring-primary/30 ${className}`}
    >
      {avatarLetter(username)}
    </span>
  );
}

/** Avatar button opening the account menu: role links and Logout. */
export function UserMenu({ user }: { user: TUser }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${user.username}`}
        data-testid="button-user-menu"
        className="rounded-full"
      >
        <span data-testid="text-avatar-letter">
          <UserAvatar username={user.username} />
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex items-center gap-2">
          <span className="truncate" data-testid="text-username">
            {user.username}
          </span>
          {user.role === "admin" && (
            <Badge variant="secondary" data-testid="badge-admin">
              Admin
            </Badge>
          )}
        </DropdownMenuLabel>
        {user.email && <p className="-mt-1 truncate px-2 pb-1.5 text-xs text-muted-foreground">{user.email}</p>}
        <DropdownMenuSeparator />
        {user.role === "admin" && (
          <DropdownMenuLinkItem to="/admin" data-testid="link-admin-dashboard">
            <LayoutDashboard aria-hidden />
            Admin Dashboard
          </DropdownMenuLinkItem>
        )}
        {user.role === "student" && (
          <DropdownMenuLinkItem to="/student-progress" data-testid="link-my-progress">
            <LineChart aria-hidden />
            My Progress
          </DropdownMenuLinkItem>
        )}
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending} data-testid="button-logout">
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
