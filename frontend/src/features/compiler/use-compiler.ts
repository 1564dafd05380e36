import type { TLanguageKey } from "@cp/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/app/toast-store";
import { ApiError } from "@/lib/api";
import { loadCompilerCode, loadStdin, saveCompilerCode, saveStdin } from "./code-store";
import { presentOutput, runProgram } from "./compiler-api";
import { hasFlowAnalysis, type TCompilerSlug } from "./compiler-languages";
import type { TRunView } from "./output-pane";
import { decodeShareFragment } from "./share-link";
import { useFlowTrace } from "./use-flow-trace";

/**
 * The compiler page's state, shared by its toolbar, editor, output and flow panel: the code and
 * stdin (saved per language in this browser), the last run or HTML preview, and the traced flow.
 * `starter` is undefined until the server's languages have loaded; the editor waits for it.
 */
export function useCompiler({
  slug,
  starter,
  desktop,
}: {
  slug: TCompilerSlug;
  starter: string | undefined;
  desktop: boolean;
}) {
  const [code, setCodeState] = useState<string | null>(null);
  const [stdin, setStdinState] = useState(loadStdin);
  const [run, setRun] = useState<TRunView>({ status: "idle" });
  const [preview, setPreview] = useState<{ html: string; key: number }>({ html: "", key: 0 });
  const flowTrace = useFlowTrace();
  const { closeFlow } = flowTrace;
  const loadedFor = useRef<TCompilerSlug | null>(null);
  const generation = useRef(0);
  const outputCard = useRef<HTMLDivElement>(null);
  // Flow analysis traces Python and JavaScript only: for the others the button is off and says why.
  const flowSupported = hasFlowAnalysis(slug);

  // The editor's content per language: on the first visit the shared or saved code, on a switch the starter.
  useEffect(() => {
    if (starter === undefined || loadedFor.current === slug) return;
    const firstLoad = loadedFor.current === null;
    loadedFor.current = slug;
    generation.current++;
    const initial = firstLoad ? (loadCompilerCode(slug) ?? starter) : starter;
    if (!firstLoad) saveCompilerCode(slug, starter, starter);
    setCodeState(initial);
    setPreview((p) => ({ html: slug === "html" ? initial : "", key: p.key + 1 }));
    setRun({ status: "idle" });
    closeFlow();
  }, [slug, starter, closeFlow]);

  // A shared link (#code=...) opens its code in its language, for anyone. A link too large or
  // broken to open says so and leaves the visitor's saved code as it was.
  useEffect(() => {
    if (!window.location.hash.startsWith("#code=") || starter === undefined) return;
    const hash = window.location.hash;
    void decodeShareFragment(hash).then((shared) => {
      if (shared.kind === "none" || window.location.hash !== hash) return;
      window.history.replaceState(window.history.state, "", window.location.pathname);
      if (shared.kind !== "code") {
        toast({
          title: "Shared Link Not Opened",
          description:
            shared.kind === "too-large"
              ? "This link holds more code than the compiler runs (512 KB). Your saved code is unchanged."
              : "This link is damaged or incomplete. Your saved code is unchanged.",
          variant: "destructive",
        });
        return;
      }
      const { code: sharedCode } = shared;
      setCodeState(sharedCode);
      saveCompilerCode(slug, sharedCode, starter);
      if (slug === "html") setPreview((p) => ({ html: sharedCode, key: p.key + 1 }));
    });
  }, [slug, starter]);

  const setCode = (next: string) => {
    setCodeState(next);
    if (starter !== undefined) saveCompilerCode(slug, next, starter);
  };
  const setStdin = (next: string) => {
    setStdinState(next);
    saveStdin(next);
  };

  // HTML previews live as it is edited.
  useEffect(() => {
    if (slug !== "html" || code === null) return;
    const timer = window.setTimeout(() => setPreview((p) => (p.html === code ? p : { html: code, key: p.key })), 400);
    return () => window.clearTimeout(timer);
  }, [slug, code]);

  const blank = (code ?? "").trim() === "";
  const running = run.status === "running";

  // On a phone the output sits under the editor, below the fold: a finished run brings it into
  // view (under the sticky header, above the toast that reports the run).
  const revealOutput = useCallback(() => {
    if (desktop) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.requestAnimationFrame(() =>
      outputCard.current?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" }),
    );
  }, [desktop]);

  const runCode = useCallback(async () => {
    if (code === null || code.trim() === "" || running) return;
    if (slug === "html") {
      setPreview((p) => ({ html: code, key: p.key + 1 }));
      revealOutput();
      return;
    }
    const mine = ++generation.current;
    setRun({ status: "running" });
    try {
      const result = await runProgram({ language: slug as TLanguageKey, code, stdin });
      if (generation.current !== mine) return;
      const output = presentOutput(result);
      setRun({ status: "done", ...output, time: result.time, memory: result.memory });
      revealOutput();
      if (result.status.id === 3) toast({ title: "Success!", description: "Code executed successfully" });
      else
        toast({
          title: "Execution Failed",
          description: result.status.description || "An error occurred",
          variant: "destructive",
        });
    } catch (error) {
      if (generation.current !== mine) return;
      if (error instanceof ApiError) {
        const message = error.serverMessage ?? error.message;
        setRun({ status: "done", text: `API Error: ${message}`, isError: true, time: null, memory: null });
        revealOutput();
        toast({ title: "Submission Error", description: message, variant: "destructive" });
      } else {
        setRun({
          status: "done",
          text: "Failed to execute code. Please try again.",
          isError: true,
          time: null,
          memory: null,
        });
        revealOutput();
        toast({ title: "Error", description: "Failed to connect to the compiler service", variant: "destructive" });
      }
    }
  }, [code, running, slug, stdin, revealOutput]);

  // Ctrl/Cmd+Enter runs from anywhere on the page (the editor registers its own shortcut too).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void runCode();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [runCode]);

  const showFlow = async () => {
    if (code === null || blank || !flowSupported) return;
    await flowTrace.traceFlow(slug as TLanguageKey, code, stdin);
  };

  return {
    code,
    setCode,
    stdin,
    setStdin,
    run,
    running,
    blank,
    preview,
    outputCard,
    runCode,
    ...flowTrace,
    flowSupported,
    showFlow,
  };
}
