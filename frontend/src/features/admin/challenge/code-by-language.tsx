import { type ReactNode, useLayoutEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { codeAreaClasses, FieldError, FormSection, invalidProps } from "../form-parts";
import { languageSlug } from "./challenge-draft";

/**
 * One source per supported language (starter code, reference solutions), a tab each so the form
 * stays short. Plain monospace text areas: Monaco would weigh more than the whole admin screen.
 */
export function CodeByLanguage({
  title,
  description,
  actions,
  what,
  languages,
  value,
  onChange,
  errors = {},
  placeholder,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** "starter" or "solution": names the text areas' test ids (`textarea-starter-python`). */
  what: "starter" | "solution";
  languages: readonly string[];
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  /** Why a save was refused, by field key: `starterCode.Python`, `solution.Java`. */
  errors?: Record<string, string>;
  placeholder: (language: string) => string;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked && languages.includes(picked) ? picked : (languages[0] ?? "");
  const key = what === "starter" ? "starterCode" : "solution";
  const errorOf = (language: string) => errors[`${key}.${language}`];
  const firstFailing = languages.find((language) => errorOf(language));

  // A refusal opens the first failing language's tab (before the form scrolls to it), each
  // refusal again (a new `errors` object) even when the admin has looked at another tab since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `errors` is the trigger, not a value read.
  useLayoutEffect(() => {
    if (firstFailing) setPicked(firstFailing);
  }, [firstFailing, errors]);

  return (
    <FormSection title={title} description={description} actions={actions}>
      {languages.length === 0 ? (
        <p className="text-sm text-muted-foreground">Pick at least one supported language first.</p>
      ) : (
        <Tabs value={current} onValueChange={setPicked}>
          <TabsList className="h-auto w-full flex-wrap justify-start" aria-label={`${title}: language`}>
            {languages.map((language) => (
              <TabsTrigger
                key={language}
                value={language}
                className={cn(
                  "h-8 flex-none",
                  errorOf(language) && "text-destructive data-[state=active]:text-destructive dark:text-red-300",
                )}
                data-failing={errorOf(language) ? "true" : undefined}
                data-testid={`tab-${what}-${languageSlug(language)}`}
              >
                {language}
                {errorOf(language) ? (
                  <span className="size-2 rounded-full bg-destructive" aria-label="(failing)" role="img" />
                ) : (
                  (value[language] ?? "").trim() !== "" && (
                    <span className="size-1.5 rounded-full bg-primary" aria-label="(written)" role="img" />
                  )
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {languages.map((language) => (
            <TabsContent key={language} value={language} className="grid gap-2">
              <Textarea
                id={`textarea-${what}-${languageSlug(language)}`}
                {...invalidProps(`textarea-${what}-${languageSlug(language)}`, errorOf(language))}
                aria-label={`${title}: ${language}`}
                rows={10}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                wrap="off"
                className={cn(codeAreaClasses, "min-h-40 overflow-x-auto whitespace-pre")}
                placeholder={placeholder(language)}
                value={value[language] ?? ""}
                onChange={(e) => onChange({ ...value, [language]: e.target.value })}
                data-testid={`textarea-${what}-${languageSlug(language)}`}
              />
              <FieldError id={`textarea-${what}-${languageSlug(language)}`} message={errorOf(language)} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </FormSection>
  );
}
