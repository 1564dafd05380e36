import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useMediaQuery } from "@/features/challenges/detail/use-media-query";
import { useCompilerLanguages } from "@/features/compiler/compiler-api";
import { HTML_STARTER, resolveCompilerLanguage } from "@/features/compiler/compiler-languages";
import { CompilerPanels } from "@/features/compiler/compiler-panels";
import { CompilerToolbar } from "@/features/compiler/compiler-toolbar";
import { EditorPane } from "@/features/compiler/editor-pane";
import { FlowPanel } from "@/features/compiler/flow-panel";
import { LanguagePicker } from "@/features/compiler/language-picker";
import { OutputPane } from "@/features/compiler/output-pane";
import { useCompiler } from "@/features/compiler/use-compiler";
import { cn } from "@/lib/cn";

/** The online compiler (/compiler/:lang): pick a language, write, run with stdin, share, and trace the flow. */
export default function CompilerPage() {
  const params = useParams();
  const navigate = useNavigate();
  const language = resolveCompilerLanguage(params.lang);
  useDocumentTitle(`${language.name} Compiler`);
  const slug = language.slug;
  const desktop = useMediaQuery("(min-width: 1024px)");
  const languages = useCompilerLanguages();
  const serverLanguage = languages.data?.find((l) => l.key === slug);
  const starter = slug === "html" ? HTML_STARTER : serverLanguage?.starterCode;

  // An unknown or missing lang shows python under its own address.
  useEffect(() => {
    if (params.lang !== slug) void navigate(`/compiler/${slug}${window.location.hash}`, { replace: true });
  }, [params.lang, slug, navigate]);

  const compiler = useCompiler({ slug, starter, desktop });
  const { code, flow, flowStep } = compiler;
  const flowLine = flow ? (flow.steps[flowStep]?.line ?? null) : null;

  return (
    <div
      className={cn(
        "mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-3 px-3 py-4 sm:px-4 lg:flex-row lg:gap-4",
        // The flow panel sits beside the editor on wide screens instead of covering it.
        flow && "lg:max-w-none lg:pr-[456px]",
      )}
    >
      <h1 className="sr-only">Online Compiler</h1>
      {desktop && (
        <div className="w-20 shrink-0">
          <LanguagePicker current={slug} versions={languages.data} orientation="rail" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {!desktop && <LanguagePicker current={slug} versions={languages.data} orientation="row" />}
        <CompilerToolbar
          language={language}
          version={serverLanguage?.version}
          code={code}
          blank={compiler.blank}
          running={compiler.running}
          analyzing={compiler.analyzing}
          flowSupported={compiler.flowSupported}
          onShowFlow={() => void compiler.showFlow()}
          onRun={() => void compiler.runCode()}
        />
        <CompilerPanels
          desktop={desktop}
          outputRef={compiler.outputCard}
          editor={
            <EditorPane
              code={code}
              monaco={language.monaco}
              onChange={compiler.setCode}
              onRun={() => void compiler.runCode()}
              highlightLine={flowLine}
              loadFailed={languages.isError}
              onRetry={languages.refetch}
              retrying={languages.isFetching}
            />
          }
          output={
            <OutputPane
              run={compiler.run}
              html={slug === "html" ? compiler.preview.html : null}
              previewKey={compiler.preview.key}
              stdin={compiler.stdin}
              onStdinChange={compiler.setStdin}
            />
          }
        />
      </div>
      {flow && (
        <FlowPanel
          flow={flow}
          code={compiler.flowCode}
          current={flowStep}
          onCurrentChange={(index) => compiler.setFlowStep(Math.max(0, Math.min(flow.steps.length - 1, index)))}
          onClose={compiler.closeFlow}
        />
      )}
    </div>
  );
}
