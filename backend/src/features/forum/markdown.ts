import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import MarkdownIt from "markdown-it";

/**
 * Forum Markdown, rendered on the server so every reader gets the same sanitised HTML and the
 * parser never ships to the browser. Safety comes from construction, not from filtering:
 * - `html: false`: any HTML a user writes is escaped as text, so no tag or attribute of theirs exists;
 * - every link and image URL must pass an allow-list of schemes (http, https, mailto) or be relative;
 * - code is highlighted by highlight.js, whose output is the escaped source wrapped in spans.
 * Links get rel="nofollow noopener" and open in a new tab; headings start at h3 under the post title.
 * External images go through the server's image proxy: the app's policy keeps `img-src 'self'`,
 * and readers' addresses never reach the image's host.
 */

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  kotlin,
  php,
  python,
  ruby,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(["py"], { languageName: "python" });
hljs.registerAliases(["js", "node"], { languageName: "javascript" });
hljs.registerAliases(["ts"], { languageName: "typescript" });
hljs.registerAliases(["html"], { languageName: "xml" });

/** Languages guessed for a fence without a name (and small enough to guess quickly). */
const AUTO_LANGUAGES = ["python", "javascript", "typescript", "java", "cpp", "csharp", "json", "bash", "sql", "xml"];
const AUTO_DETECT_MAX = 4000;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function highlight(code: string, info: string): string {
  const requested = info.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  if (requested && hljs.getLanguage(requested)) {
    const value = hljs.highlight(code, { language: requested, ignoreIllegals: true }).value;
    return `<pre><code class="hljs language-${escapeHtml(requested)}">${value}</code></pre>`;
  }
  if (!requested && code.length <= AUTO_DETECT_MAX) {
    const guess = hljs.highlightAuto(code, AUTO_LANGUAGES);
    if (guess.language && guess.relevance >= 3) {
      return `<pre><code class="hljs language-${escapeHtml(guess.language)}">${guess.value}</code></pre>`;
    }
  }
  return `<pre><code class="hljs">${escapeHtml(code)}</code></pre>`;
}

const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/**
 * A URL is kept when it is relative (no scheme before the first / ? #) or its scheme is allowed.
 * Whatever precedes a colon counts as a scheme, so encoded tricks ("jav%09ascript:") are refused
 * too. Control characters and spaces, which browsers strip from schemes, are removed first.
 */
export function isSafeUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  const scheme = /^([^/?#]*?:)/.exec(compact)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme);
}

/** Where the forum's image proxy answers (contracts' API.forum.image). */
export const IMAGE_PROXY_PATH = "/api/forum/image";
/** A base no post can name: a source that resolves elsewhere points outside the app. */
const OWN_ORIGIN = "https://forum.invalid";

/**
 * The `src` an image is shown from: an absolute http(s) URL, including a protocol-relative
 * `//host/pic.png`, becomes the proxy's URL for it; a relative path stays as it is.
 */
export function proxiedImageSrc(src: string): string {
  let url: URL;
  try {
    url = new URL(src, `${OWN_ORIGIN}/`);
  } catch {
    return src;
  }
  if (url.origin === OWN_ORIGIN || (url.protocol !== "http:" && url.protocol !== "https:")) return src;
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url.href)}`;
}

const HEADING_SHIFT: Record<string, string> = { h1: "h3", h2: "h4", h3: "h5", h4: "h6", h5: "h6", h6: "h6" };

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false, highlight });
  md.validateLink = isSafeUrl;

  md.core.ruler.push("forum_headings", (state) => {
    for (const token of state.tokens) {
      if (token.type === "heading_open" || token.type === "heading_close") token.tag = HEADING_SHIFT[token.tag] ?? "h6";
    }
  });

  const renderLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token) {
      token.attrSet("rel", "nofollow noopener");
      token.attrSet("target", "_blank");
    }
    return renderLinkOpen(tokens, idx, options, env, self);
  };

  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token) {
      token.attrSet("loading", "lazy");
      token.attrSet("referrerpolicy", "no-referrer");
      const src = token.attrGet("src");
      if (src) token.attrSet("src", proxiedImageSrc(src));
    }
    return renderImage ? renderImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  return md;
}

const md = createRenderer();

/** A small least-recently-used cache bounded by the characters it holds. */
function createCache(maxChars: number) {
  const entries = new Map<string, string>();
  let size = 0;
  return {
    get(key: string): string | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: string) {
      const cost = key.length + value.length;
      if (cost > maxChars / 10) return;
      entries.set(key, value);
      size += cost;
      for (const [oldKey, oldValue] of entries) {
        if (size <= maxChars) break;
        entries.delete(oldKey);
        size -= oldKey.length + oldValue.length;
      }
    },
  };
}

const htmlCache = createCache(8_000_000);
const previewCache = createCache(2_000_000);

/** Sanitised HTML of a post's or reply's Markdown (cached: the same text renders the same). */
export function renderMarkdown(source: string): string {
  const cached = htmlCache.get(source);
  if (cached !== undefined) return cached;
  const html = md.render(source);
  htmlCache.set(source, html);
  return html;
}

export const PREVIEW_LENGTH = 200;
/** Only the start of a long post is read for its preview. */
const PREVIEW_SOURCE_MAX = 4000;

/**
 * Plain text from the start of the Markdown for a post card: the words of paragraphs, headings
 * and lists with inline code kept, code blocks left out, cut at a word boundary.
 */
export function previewText(source: string, length = PREVIEW_LENGTH): string {
  const head = source.slice(0, PREVIEW_SOURCE_MAX);
  const key = `${length}\u0000${head}`;
  const cached = previewCache.get(key);
  if (cached !== undefined) return cached;
  const parts: string[] = [];
  let inTable = false;
  let inHeading = false;
  for (const token of md.parse(head, {})) {
    if (token.type === "table_open" || token.type === "table_close") inTable = token.type === "table_open";
    if (token.type === "heading_open" || token.type === "heading_close") inHeading = token.type === "heading_open";
    // Tables read badly as a line of text: a card shows the prose around them.
    if (token.type !== "inline" || inTable) continue;
    const words: string[] = [];
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") words.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") words.push(" ");
    }
    const text = words.join("").trim();
    // A heading runs into the next paragraph: end it like a sentence.
    parts.push(inHeading && text && !/[.!?:]$/.test(text) ? `${text}.` : text, " ");
  }
  const text = parts.join("").replace(/\s+/g, " ").trim();
  let preview = text;
  if (text.length > length) {
    const cut = text.slice(0, length);
    const space = cut.lastIndexOf(" ");
    preview = `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
  }
  previewCache.set(key, preview);
  return preview;
}
