import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useDismiss } from "@/components/ui/use-dismiss";
import { cn } from "@/lib/cn";
import { NAV_LINKS } from "./nav-links";

/**
 * The navigation for screens narrower than the desktop header (below 1024 px). Account
 * actions stay in the avatar menu, which the header shows at every width.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useDismiss(rootRef, open, () => setOpen(false));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div ref={rootRef} className="lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="button-mobile-menu"
        onClick={() => setOpen(!open)}
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </Button>
      {open && (
        <div
          id={panelId}
          className="animate-pop-in absolute inset-x-0 top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b bg-background shadow-xl shadow-black/20"
        >
          <nav
            aria-label="Mobile"
            className="mx-auto grid max-w-7xl grid-cols-1 gap-0.5 px-4 py-3 sm:grid-cols-2 sm:px-6"
          >
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === "/"}
                // Close in the click itself, not after the next page has rendered (the effect above covers back/forward).
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    "flex items-center rounded-md px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    isActive
                      ? "bg-accent text-foreground"
                      : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
    </div>
  );
}
