import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";

/** Served with the only content security policy that lets a learner's inline scripts run. */
const PREVIEW_PAGE = "/preview.html";

/**
 * A learner's HTML document shown in an iframe with `sandbox="allow-scripts"` only (an opaque
 * origin: it cannot reach the app, its cookies or its storage). The frame loads the preview page,
 * which says when it is ready; the document is then posted to it. A srcdoc frame would inherit the
 * app's content security policy and refuse the learner's inline scripts. Mount a new frame (a new
 * `key`) for each new document.
 */
export const SandboxedFrame = forwardRef<
  HTMLIFrameElement,
  { doc: string; title: string; className?: string; "data-testid"?: string }
>(function SandboxedFrame({ doc, title, className, "data-testid": testId }, ref) {
  const frame = useRef<HTMLIFrameElement>(null);
  useImperativeHandle(ref, () => frame.current as HTMLIFrameElement);
  const docRef = useRef(doc);
  docRef.current = doc;

  useEffect(() => {
    let sent = false;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown } | null;
      if (sent || event.source !== frame.current?.contentWindow || data?.source !== "cp-preview-ready") return;
      sent = true;
      // An opaque origin has no name to address: "*" is the only target it accepts.
      frame.current?.contentWindow?.postMessage({ source: "cp-preview-doc", doc: docRef.current }, "*");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      data-testid={testId}
      sandbox="allow-scripts"
      src={PREVIEW_PAGE}
      className={className}
    />
  );
});
