import type { TLanguageKey } from "@cp/contracts";
import { LANGUAGES } from "@cp/contracts/constants";

/** A language of the compiler page: the six the server runs, plus HTML previewed in the browser. */
export type TCompilerSlug = TLanguageKey | "html";

export type TCompilerLanguageInfo = {
  slug: TCompilerSlug;
  name: string;
  /** Monaco language id. */
  monaco: string;
  /** File name shown above the editor. */
  file: string;
};

const FILES: Record<TLanguageKey, string> = {
  c: "main.c",
  cpp: "main.cpp",
  csharp: "Main.cs",
  java: "Main.java",
  javascript: "main.js",
  python: "main.py",
};

/** The picker's order: C, C++, C#, Java, JavaScript, Python, HTML. */
export const COMPILER_LANGUAGES: readonly TCompilerLanguageInfo[] = [
  ...LANGUAGES.map((l) => ({ slug: l.key, name: l.name, monaco: l.monaco, file: FILES[l.key] })),
  { slug: "html", name: "HTML", monaco: "html", file: "index.html" },
];

export const DEFAULT_COMPILER_LANGUAGE: TCompilerSlug = "python";

/** The languages POST /api/compiler/flow traces; it answers `supported: false` for the others. */
const FLOW_LANGUAGES: readonly TCompilerSlug[] = ["python", "javascript"];

/** Why Show Flow is off for a language it does not trace (its title and accessible description). */
export const FLOW_UNSUPPORTED_REASON = "Show Flow traces Python and JavaScript";

/** Whether Show Flow can trace programs in this language. */
export function hasFlowAnalysis(slug: TCompilerSlug): boolean {
  return FLOW_LANGUAGES.includes(slug);
}

/** The route's lang: a slug, a display name ("C++") or a judge id; anything else (or nothing) is python. */
export function resolveCompilerLanguage(lang: string | undefined): TCompilerLanguageInfo {
  const text = (lang ?? "").trim().toLowerCase();
  const bySlug = COMPILER_LANGUAGES.find((l) => l.slug === text || l.name.toLowerCase() === text);
  if (bySlug) return bySlug;
  const byJudgeId = LANGUAGES.find((l) => String(l.judgeId) === text);
  const found = COMPILER_LANGUAGES.find((l) => l.slug === (byJudgeId?.key ?? DEFAULT_COMPILER_LANGUAGE));
  return found ?? (COMPILER_LANGUAGES.find((l) => l.slug === DEFAULT_COMPILER_LANGUAGE) as TCompilerLanguageInfo);
}

/** HTML's starter: the server does not run HTML, the page previews it. */
export const HTML_STARTER = `<!DOCTYPE html>
<html>
  <head>
    <title>Hello</title>
  </head>
  <body>
    <h1>Hello, World!</h1>
    <script>
      document.body.insertAdjacentHTML("beforeend", "<p>Edit the page and watch the preview.</p>");
    </script>
  </body>
</html>
`;
