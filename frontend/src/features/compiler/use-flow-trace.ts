import type { TCompilerFlowResponse, TLanguageKey } from "@cp/contracts";
import { useCallback, useState } from "react";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { analyzeFlow } from "./compiler-api";

/**
 * The flow panel's state: the last traced flow, the step shown in the editor, the code that was
 * traced (the editor may have changed since), and whether a trace is under way.
 */
export function useFlowTrace() {
  const [flow, setFlow] = useState<TCompilerFlowResponse | null>(null);
  const [flowStep, setFlowStep] = useState(0);
  const [flowCode, setFlowCode] = useState("");
  const [analyzing, setAnalyzing] = useState(false);

  /** Traces `code` with `stdin` and opens the panel on its first step; a failure is a toast. */
  const traceFlow = async (language: TLanguageKey, code: string, stdin: string) => {
    if (analyzing) return;
    setAnalyzing(true);
    try {
      const answer = await analyzeFlow({ language, code, stdin });
      if (!answer.supported) {
        toast({
          title: "Not Supported",
          description: answer.error || "Flow analysis is not available for this language yet",
          variant: "destructive",
        });
        return;
      }
      setFlow(answer);
      setFlowCode(code);
      setFlowStep(0);
    } catch (error) {
      toast({
        title: "Analysis Error",
        description: errorMessage(error, "Failed to analyze code flow"),
        variant: "destructive",
      });
    } finally {
      setAnalyzing(false);
    }
  };

  const closeFlow = useCallback(() => setFlow(null), []);

  return { flow, flowStep, setFlowStep, flowCode, analyzing, traceFlow, closeFlow };
}
