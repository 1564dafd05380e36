import type { TChallengeDetail, TEditorial } from "@cp/contracts";
import { GIVE_UP_AFTER_FAILED, LANGUAGES } from "@cp/contracts/constants";
import { useMutation } from "@tanstack/react-query";
import { Flag, Lock } from "lucide-react";
import { useState } from "react";
import { toast } from "@/app/toast-store";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { giveUp, refreshChallengeDetail, useEditorial } from "../../challenges-api";
import { MarkdownView } from "./markdown-view";

/** Markdown's name for a language's code fence (the highlighter's). */
const FENCE: Record<string, string> = {
  python: "python",
  cpp: "cpp",
  java: "java",
  javascript: "js",
  csharp: "csharp",
  c: "c",
};

/**
 * The Editorial tab: the explained solution and the reference code. The server answers it once
 * the learner solved the challenge, or chose "Show the solution" after GIVE_UP_AFTER_FAILED failed
 * submissions (then the challenge shows as given up until they solve it); before that the tab says
 * what it will hold and how it opens.
 */
export function EditorialView({ challenge }: { challenge: TChallengeDetail }) {
  const open = challenge.completed || challenge.gaveUp;
  const editorial = useEditorial(challenge.id, open);
  if (!open) return <LockedEditorial challenge={challenge} />;
  if (editorial.isPending) return <Spinner label="Loading editorial..." />;
  if (editorial.isError) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground" data-testid="text-editorial-error">
        {editorial.error.message}
      </p>
    );
  }
  return <Editorial editorial={editorial.data} />;
}

function LockedEditorial({ challenge }: { challenge: TChallengeDetail }) {
  const [confirming, setConfirming] = useState(false);
  const reveal = useMutation({
    mutationFn: () => giveUp(challenge.id),
    onSuccess: () => refreshChallengeDetail(challenge),
    onError: (error) =>
      toast({
        title: "Could not show the solution",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const failed = challenge.failedSubmissions;
  const canGiveUp = failed >= GIVE_UP_AFTER_FAILED;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground"
      data-testid="text-editorial-locked"
    >
      <Lock className="size-5" aria-hidden />
      <p>Solve this challenge to read its editorial: the idea, why it works, its complexity and the reference code.</p>
      {canGiveUp ? (
        confirming ? (
          <fieldset className="grid gap-2">
            <legend className="sr-only">Show the solution</legend>
            <p className="text-foreground">
              Show the solution now? This challenge will show as given up in your progress until you solve it.
            </p>
            <div className="flex justify-center gap-2">
              <Button
                variant="destructive"
                onClick={() => reveal.mutate()}
                disabled={reveal.isPending}
                data-testid="button-confirm-give-up"
              >
                Show the solution
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)} data-testid="button-keep-trying">
                Keep trying
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="button-give-up">
            <Flag className="size-4" aria-hidden />
            Show the solution
          </Button>
        )
      ) : (
        <p data-testid="text-give-up-rule">
          After {GIVE_UP_AFTER_FAILED} failed submissions you may choose to see the solution ({failed} so far).
        </p>
      )}
    </div>
  );
}

function Editorial({ editorial }: { editorial: TEditorial }) {
  const [language, setLanguage] = useState(editorial.solutions[0]?.language ?? "");
  const shown = editorial.solutions.find((s) => s.language === language) ?? editorial.solutions[0];
  const fence = FENCE[LANGUAGES.find((l) => l.name === shown?.language)?.key ?? ""] ?? "";
  return (
    <article className="grid grid-cols-1 gap-4 text-sm leading-relaxed" data-testid="editorial">
      {editorial.gaveUp && (
        <p className="rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2" data-testid="text-gave-up">
          You chose to see the solution: this challenge shows as given up until you solve it. Try it again in a few days
          with a blank editor.
        </p>
      )}
      <section className="grid gap-1" aria-labelledby="editorial-approach">
        <h2 id="editorial-approach" className="text-base font-semibold" data-testid="text-editorial-pattern">
          {editorial.pattern}
        </h2>
        <p>{editorial.idea}</p>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-3">
        <dt className="text-muted-foreground">Time</dt>
        <dd className="font-mono">{editorial.time}</dd>
        <dt className="text-muted-foreground">Space</dt>
        <dd className="font-mono">{editorial.space}</dd>
      </dl>
      {editorial.body ? (
        <MarkdownView source={editorial.body} className="markdown-editorial" data-testid="text-editorial-body" />
      ) : (
        <>
          <section className="grid gap-1" aria-labelledby="editorial-naive">
            <h3 id="editorial-naive" className="font-semibold">
              The slower first try
            </h3>
            <p>{editorial.naive}</p>
          </section>
          <section className="grid gap-1" aria-labelledby="editorial-pitfall">
            <h3 id="editorial-pitfall" className="font-semibold">
              A common mistake
            </h3>
            <p>{editorial.pitfall}</p>
          </section>
        </>
      )}
      {shown && (
        <section className="grid gap-2" aria-labelledby="editorial-code">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id="editorial-code" className="font-semibold">
              Reference solution
            </h3>
            <fieldset className="ml-auto flex gap-1">
              <legend className="sr-only">Solution language</legend>
              {editorial.solutions.map((s) => (
                <Button
                  key={s.language}
                  size="sm"
                  variant={s.language === shown.language ? "secondary" : "ghost"}
                  aria-pressed={s.language === shown.language}
                  onClick={() => setLanguage(s.language)}
                  data-testid={`button-solution-${s.language}`}
                >
                  {s.language}
                </Button>
              ))}
            </fieldset>
          </div>
          <MarkdownView
            source={`\`\`\`${fence}\n${shown.code.replace(/\n$/, "")}\n\`\`\``}
            data-testid="text-editorial-code"
          />
        </section>
      )}
    </article>
  );
}
