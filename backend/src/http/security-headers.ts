import type { Middleware } from "koa";
import helmet from "koa-helmet";

/**
 * The page that shows learners' HTML (tutorial previews, the compiler's HTML preview). It is
 * always framed with `sandbox="allow-scripts"` (an opaque origin: no cookies, storage or DOM of
 * the app), receives the document to show by postMessage, and is the only page whose policy lets
 * inline scripts and `eval` run: a srcdoc frame would inherit the app's strict policy instead.
 */
export const PREVIEW_PAGE = "/preview.html";
/** The preview page's own script: loaded by its opaque origin, like the built files. */
const PREVIEW_LOADER = "/preview-loader.js";

/** The app: its own scripts only (no inline script), framed by nobody. */
const APP_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  // Monaco and Radix set style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  // Monaco's language workers are built as files; some of its helpers start from blob: URLs.
  workerSrc: ["'self'", "blob:"],
  connectSrc: ["'self'", "ws:", "wss:"],
  frameSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The preview page: whatever a learner's page does, but only inside the app's own frames. */
const PREVIEW_POLICY = {
  defaultSrc: ["'self'", "data:", "blob:"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", "blob:"],
  styleSrc: ["'self'", "'unsafe-inline'", "data:"],
  imgSrc: ["'self'", "data:", "blob:"],
  formAction: ["'none'"],
  frameAncestors: ["'self'"],
};

/**
 * Security headers from helmet on every answer: the content security policy above, HSTS when
 * cookies are Secure (the app is served over HTTPS), nosniff, a same-origin referrer, no framing
 * by other sites. Built files and the preview's script are loaded by the preview's opaque origin,
 * so their resource policy is cross-origin; everything else (the API above all) stays same-origin.
 */
export function securityHeaders(options: { hsts: boolean }): Middleware {
  const common = {
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "same-origin" as const },
  };
  const app = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: APP_POLICY },
    xFrameOptions: { action: "deny" },
  });
  const assets = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: APP_POLICY },
    xFrameOptions: { action: "deny" },
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  const preview = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: PREVIEW_POLICY },
    xFrameOptions: { action: "sameorigin" },
    // An opaque origin cannot be origin-keyed: asking only fills the console with warnings.
    originAgentCluster: false,
  });
  return (ctx, next) => {
    if (ctx.path === PREVIEW_PAGE) return preview(ctx, next);
    if (ctx.path.startsWith("/assets/") || ctx.path === PREVIEW_LOADER) return assets(ctx, next);
    return app(ctx, next);
  };
}
