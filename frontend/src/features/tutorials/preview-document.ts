import type { TTutorialCheck } from "@cp/contracts";

/** What the preview iframe posts back once it settled: each check's outcome and any error. */
export type TCheckOutcome = { passed: boolean; actual: string | null };
export type TPreviewReport = { source: "cp-preview"; token: string; results: TCheckOutcome[]; errors: string[] };

export type TPreviewAssets = { reactRuntimeUrl: string; tailwindUrl: string };

/** A script's text safe inside an inline <script>: "</script" would end it early. */
function inlineScript(code: string): string {
  return `<script>${code.replace(/<\/(script)/gi, "<\\/$1")}</script>`;
}

/**
 * Runs inside the preview before the learner's code: collects errors, waits until the page has
 * loaded and painted (and Tailwind has generated its styles), then evaluates the step's checks
 * and posts the outcome to the app. Written as plain ES5 text: it runs in the iframe, not here.
 */
function checkerScript(checks: TTutorialCheck[], token: string, settleMs: number): string {
  return `(function () {
  var checks = ${JSON.stringify(checks)};
  var errors = [];
  window.addEventListener("error", function (e) { errors.push(e.error && e.error.message ? e.error.message : String(e.message)); });
  window.__cpError = function (e) { errors.push(e && e.message ? e.message : String(e)); };
  function norm(s) { return String(s == null ? "" : s).replace(/\\s+/g, " ").trim(); }
  function evaluate(c) {
    var all;
    try { all = document.querySelectorAll(c.selector); } catch (e) { return { passed: false, actual: "invalid selector" }; }
    var el = all[0];
    if (c.count !== undefined) return { passed: all.length === c.count, actual: String(all.length) };
    if (c.exists !== undefined) return { passed: (all.length > 0) === c.exists, actual: all.length > 0 ? "present" : "absent" };
    if (!el) return { passed: false, actual: null };
    if (c.text !== undefined) { var t = norm(el.textContent); return { passed: t === norm(c.text), actual: t }; }
    if (c.attribute) { var a = el.getAttribute(c.attribute.name); return { passed: a === c.attribute.value, actual: a }; }
    if (c.style) { var v = getComputedStyle(el).getPropertyValue(c.style.property).trim(); return { passed: v === c.style.value, actual: v }; }
    return { passed: false, actual: null };
  }
  function report() {
    parent.postMessage({ source: "cp-preview", token: ${JSON.stringify(token)}, results: checks.map(evaluate), errors: errors }, "*");
  }
  function settle() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(report, ${settleMs}); }); });
  }
  if (document.readyState === "complete") settle(); else window.addEventListener("load", settle);
})();`;
}

/**
 * The HTML document of one preview run. HTML, CSS and Tailwind code is a body fragment or a
 * whole document; Tailwind gets the bundled Tailwind browser build; React code (already
 * compiled to `React.createElement` calls) defines `App`, rendered into `#root`.
 */
export function buildPreviewDocument(options: {
  course: string;
  code: string;
  checks: TTutorialCheck[];
  token: string;
  assets: TPreviewAssets;
}): string {
  const { course, code, checks, token, assets } = options;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    inlineScript(checkerScript(checks, token, course === "tailwind" ? 300 : 120)),
    course === "tailwind" ? `<script src="${assets.tailwindUrl}"></script>` : "",
  ].join("\n");

  if (course === "react") {
    const render = `try {
${code}
;var __root = ReactDOM.createRoot(document.getElementById("root"), { onUncaughtError: window.__cpError, onCaughtError: window.__cpError });
ReactDOM.flushSync(function () { __root.render(React.createElement(App)); });
} catch (e) { window.__cpError(e); }`;
    return `<!doctype html>
<html lang="en"><head>${head}</head>
<body><div id="root"></div>
<script src="${assets.reactRuntimeUrl}"></script>
${inlineScript(render)}
</body></html>`;
  }

  if (/<html[\s>]|<!doctype/i.test(code)) {
    if (/<head[^>]*>/i.test(code)) return code.replace(/<head[^>]*>/i, (tag) => `${tag}\n${head}`);
    if (/<html[^>]*>/i.test(code)) return code.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${head}</head>`);
    return `${head}\n${code}`;
  }
  return `<!doctype html>
<html lang="en"><head>${head}</head>
<body>
${code}
</body></html>`;
}

/** A check in words, for the list under the preview. */
export function describeCheck(check: TTutorialCheck): string {
  const target = `\`${check.selector}\``;
  if (check.text !== undefined) return `${target} reads "${check.text}"`;
  if (check.count !== undefined) return `${check.count} × ${target}`;
  if (check.exists !== undefined) return check.exists ? `${target} exists` : `no ${target}`;
  if (check.attribute) return `${target} has ${check.attribute.name}="${check.attribute.value}"`;
  if (check.style) return `${target} has ${check.style.property}: ${check.style.value}`;
  return target;
}
