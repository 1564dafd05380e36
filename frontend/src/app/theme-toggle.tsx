import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "./ssr";
import { useThemeStore } from "./theme-store";

/**
 * Light/dark switch. Its icon follows the class theme-init.js put on <html> (CSS, not state), so a
 * server-rendered header shows the right one before the app runs; the title waits for hydration.
 */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      data-testid="button-theme-toggle"
      aria-label="Toggle theme"
      title={hydrated ? (theme === "dark" ? "Switch to light theme" : "Switch to dark theme") : undefined}
    >
      <Sun className="hidden size-[18px] dark:block" aria-hidden />
      <Moon className="size-[18px] dark:hidden" aria-hidden />
    </Button>
  );
}
