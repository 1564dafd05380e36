import type { TCompilerLanguage } from "@cp/contracts";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { COMPILER_LANGUAGES, type TCompilerSlug } from "./compiler-languages";

const BADGES: Record<TCompilerSlug, string> = {
  c: "C",
  cpp: "C++",
  csharp: "C#",
  java: "Jv",
  javascript: "JS",
  python: "Py",
  html: "</>",
};

/** The language picker: a side rail on wide screens, a scroll row on phones. Each entry is a route. */
export function LanguagePicker({
  current,
  versions,
  orientation,
}: {
  current: TCompilerSlug;
  versions: TCompilerLanguage[] | undefined;
  orientation: "rail" | "row";
}) {
  const rail = orientation === "rail";
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row is wider than the screen: the chosen language is scrolled into the row
  // (sideways only, the page stays where it is), so Python or HTML is not hidden past its edge.
  useEffect(() => {
    const row = list.current;
    const chip = row?.querySelector<HTMLElement>(`[data-testid="language-${current}"]`);
    if (rail || !row || !chip) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [current, rail]);
  return (
    <nav aria-label="Languages" data-testid={rail ? "language-rail" : "language-row"}>
      <ul
        ref={list}
        className={cn(rail ? "flex flex-col gap-1" : "flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]")}
      >
        {COMPILER_LANGUAGES.map((language) => {
          const active = language.slug === current;
          const version = versions?.find((v) => v.key === language.slug)?.version;
          return (
            <li key={language.slug} className="shrink-0">
              <Link
                to={`/compiler/${language.slug}`}
                aria-current={active ? "page" : undefined}
                title={version ? `${language.name} ${version}` : language.name}
                data-testid={`language-${language.slug}`}
                className={cn(
                  "flex items-center gap-2 rounded-lg border text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                  rail ? "flex-col px-1 py-2 text-xs" : "px-3 py-1.5",
                  active
                    ? "border-primary/50 bg-primary/12 text-primary"
                    : "border-transparent text-muted-foreground hover:bg-accent hover:text-foreground",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "grid place-items-center rounded-md font-mono text-[11px] font-bold",
                    rail ? "size-9" : "size-6",
                    active ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                  )}
                >
                  {BADGES[language.slug]}
                </span>
                <span className={cn(rail && "max-w-full truncate")}>{language.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
