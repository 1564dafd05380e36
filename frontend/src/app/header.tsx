import { Link, NavLink } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";
import { useSession } from "./session";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

export function Header() {
  const { user, isLoading } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              data-testid={link.testId}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "bg-accent text-foreground" : "text-muted-foreground hover:text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle />
          {/* Nothing while the session loads, so a logged-in user never sees Login flash. */}
          {!isLoading &&
            (user ? (
              <UserMenu user={user} />
            ) : (
              <Link
                to="/login"
                data-testid="button-login"
                className={buttonVariants({ size: "sm", className: "px-4" })}
              >
                Login
              </Link>
            ))}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
