import { cn } from "@/lib/cn";

/**
 * A challenge's languages, every one shown: the list wraps onto more lines instead of being cut
 * (a phone's card is narrow). The separator ends an item, so no line starts with one.
 */
export function LanguageList({ languages, className }: { languages: readonly string[]; className?: string }) {
  return (
    <ul
      className={cn("flex flex-wrap gap-x-1 gap-y-0.5 text-xs text-muted-foreground", className)}
      aria-label="Languages"
      data-testid="list-languages"
    >
      {languages.map((language, index) => (
        <li key={language} className="whitespace-nowrap">
          {language}
          {index < languages.length - 1 && (
            <span className="ml-1" aria-hidden>
              ·
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
