import { type ReactNode, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { codeAreaClasses, FormSection } from "../form-parts";
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
  placeholder: (language: string) => string;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked && languages.includes(picked) ? picked : (languages[0] ?? "");

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
                className="h-8 flex-none"
                data-testid={`tab-${what}-${languageSlug(language)}`}
              >
                {language}
                {(value[language] ?? "").trim() !== "" && (
                  <span className="size-1.5 rounded-full bg-primary" aria-label="(written)" role="img" />
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {languages.map((language) => (
            <TabsContent key={language} value={language}>
              <Textarea
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
            </TabsContent>
          ))}
        </Tabs>
      )}
    </FormSection>
  );
}
