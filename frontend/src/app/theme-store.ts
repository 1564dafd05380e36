import { create } from "zustand";

export type TTheme = "light" | "dark";

/** localStorage key; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = "theme";

function readSavedTheme(): TTheme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

function applyTheme(theme: TTheme): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

type TThemeState = {
  theme: TTheme;
  setTheme: (theme: TTheme) => void;
  toggleTheme: () => void;
};

/** Dark by default; the choice is saved under localStorage "theme" and set as a class on <html>. */
export const useThemeStore = create<TThemeState>((set, get) => ({
  theme: readSavedTheme(),
  setTheme: (theme) => {
    applyTheme(theme);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode may refuse storage: the theme still applies for this visit.
    }
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === "dark" ? "light" : "dark"),
}));
