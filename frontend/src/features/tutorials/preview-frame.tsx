import type { TTutorialCheck } from "@cp/contracts";
import tailwindUrl from "@tailwindcss/browser?url";
import { useEffect, useMemo, useRef } from "react";
import { SandboxedFrame } from "@/components/sandboxed-frame";
import { buildPreviewDocument, type TPreviewReport } from "./preview-document";
import reactRuntimeUrl from "./preview-runtime?worker&url";

/** The runtime and styles the frame loads, as full addresses of this site (the frame has no origin of its own). */
const previewAssets = () => ({
  reactRuntimeUrl: new URL(reactRuntimeUrl, window.location.href).href,
  tailwindUrl: new URL(tailwindUrl, window.location.href).href,
});

/** How long a preview may take to load and report before it counts as failed. */
const REPORT_TIMEOUT_MS = 10_000;

/**
 * The live preview in a sandboxed frame (the learner's page cannot reach the app, its cookies or
 * its storage). Each new `token` renders the code afresh; the checker inside posts its report,
 * which is accepted only from this iframe.
 */
export function PreviewFrame({
  course,
  code,
  checks,
  token,
  onReport,
}: {
  course: string;
  code: string;
  checks: TTutorialCheck[];
  token: string;
  onReport: (report: TPreviewReport | { timedOut: true; token: string }) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const reportRef = useRef(onReport);
  reportRef.current = onReport;
  const doc = useMemo(
    () => buildPreviewDocument({ course, code, checks, token, assets: previewAssets() }),
    [course, code, checks, token],
  );

  useEffect(() => {
    let done = false;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<TPreviewReport> | null;
      if (event.source !== frame.current?.contentWindow || data?.source !== "cp-preview" || data.token !== token)
        return;
      done = true;
      reportRef.current(data as TPreviewReport);
    };
    window.addEventListener("message", onMessage);
    const timer = setTimeout(() => {
      if (!done) reportRef.current({ timedOut: true, token });
    }, REPORT_TIMEOUT_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      clearTimeout(timer);
    };
  }, [token]);

  return (
    <SandboxedFrame
      ref={frame}
      key={token}
      title="Preview"
      data-testid="tutorial-preview"
      doc={doc}
      className="h-72 w-full rounded-md border bg-white"
    />
  );
}
