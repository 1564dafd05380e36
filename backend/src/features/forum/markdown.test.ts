import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { isSafeUrl, previewText, renderMarkdown } from "./markdown";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Every element of the HTML as a browser's parser builds it (parse5 follows the HTML standard). */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) found.push(node);
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
    if ("content" in node && node.content) walk(node.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}

const ALLOWED_TAGS = new Set([
  "p",
  "a",
  "em",
  "strong",
  "s",
  "code",
  "pre",
  "span",
  "blockquote",
  "ul",
  "ol",
  "li",
  "hr",
  "br",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "img",
]);
const ALLOWED_ATTRIBUTES = new Set([
  "href",
  "rel",
  "target",
  "class",
  "src",
  "alt",
  "title",
  "loading",
  "referrerpolicy",
  "style",
  "start",
]);

/** What makes rendered HTML safe to insert: known tags and attributes only, no script-bearing URL or style. */
function assertSafe(html: string) {
  for (const element of elements(html)) {
    expect(ALLOWED_TAGS, `tag <${element.tagName}> in ${html}`).toContain(element.tagName);
    for (const { name, value } of element.attrs) {
      expect(ALLOWED_ATTRIBUTES, `attribute ${name} on <${element.tagName}> in ${html}`).toContain(name);
      expect(name.startsWith("on")).toBe(false);
      if (name === "href" || name === "src") expect(isSafeUrl(value), `${name}="${value}"`).toBe(true);
      if (name === "style") expect(value).toMatch(/^text-align:(left|right|center)$/);
    }
  }
}

/** Classic payloads: raw tags, event handlers, script URLs in every disguise, breaking out of attributes. */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  "<style>body{display:none}</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<body onload=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](jav&#x09;ascript:alert(1))",
  "[click](\tjavascript:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](file:///etc/passwd)",
  "<javascript:alert(1)>",
  "[ref]\n\n[ref]: javascript:alert(1)",
  "![x](javascript:alert(1))",
  '![x](x" onerror="alert(1))',
  '![x](https://img.example/a.png "t\\" onerror=\\"alert(1)")',
  '[t](https://e.example "a\\" onmouseover=\\"alert(1)")',
  '```"><script>alert(1)</script>\nx\n```',
  "```html\n<script>alert(1)</script>\n```",
  "`<img src=x onerror=alert(1)>`",
  "<!-- <script>alert(1)</script> -->",
  "<![CDATA[<script>alert(1)</script>]]>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "[a](https://ok.example)<img src=x onerror=alert(1)>",
];

describe("forum Markdown", () => {
  it.each(PAYLOADS)("renders %j without anything that runs", (payload) => {
    const html = renderMarkdown(payload);
    assertSafe(html);
    // Whatever the user typed may show as text (a title, alt text), never as a URL or a class.
    for (const element of elements(html)) {
      for (const { name, value } of element.attrs) {
        if (name === "href" || name === "src") expect(value.toLowerCase()).not.toMatch(/script|data:|on\w+=/);
        if (name === "class") expect(value).toMatch(/^[A-Za-z0-9_ -]+$/);
      }
    }
  });

  it("keeps the user's text of an HTML payload visible as text", () => {
    const html = renderMarkdown("<b>bold?</b>");
    expect(html).toBe("<p>&lt;b&gt;bold?&lt;/b&gt;</p>\n");
  });

  it("keeps the indentation of fenced code and highlights it", () => {
    const source = "```python\ndef f(x):\n    if x:\n        return [\n            1,\n        ]\n```";
    const html = renderMarkdown(source);
    assertSafe(html);
    expect(html).toContain('<code class="hljs language-python">');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    const text = elements(html)
      .filter((element) => element.tagName === "code")
      .map((code) => textOf(code))
      .join("");
    expect(text).toBe("def f(x):\n    if x:\n        return [\n            1,\n        ]\n");
  });

  it("gives links rel=nofollow noopener and a new tab; keeps mailto and relative links", () => {
    const html = renderMarkdown(
      "[docs](https://docs.example/a?b=1&c=2) [mail](mailto:a@b.example) [here](/challenges)",
    );
    assertSafe(html);
    const links = elements(html).filter((element) => element.tagName === "a");
    expect(links.map((link) => attr(link, "href"))).toEqual([
      "https://docs.example/a?b=1&c=2",
      "mailto:a@b.example",
      "/challenges",
    ]);
    for (const link of links) {
      expect(attr(link, "rel")).toBe("nofollow noopener");
      expect(attr(link, "target")).toBe("_blank");
    }
  });

  it("turns bare URLs into links with the same attributes", () => {
    const links = elements(renderMarkdown("see https://example.com/x for more")).filter((e) => e.tagName === "a");
    expect(links).toHaveLength(1);
    expect(attr(links[0], "rel")).toBe("nofollow noopener");
  });

  it("starts headings at h3, below the page's and the post's own titles", () => {
    expect(renderMarkdown("# One\n## Two\n###### Six")).toBe("<h3>One</h3>\n<h4>Two</h4>\n<h6>Six</h6>\n");
  });

  it("makes a plain-text preview without Markdown or code blocks, cut at a word", () => {
    const source = `## Hello\n\nThis is **bold** and \`x = 1\`.\n\n\`\`\`js\nlet secret = 1;\n\`\`\`\n\n- one\n- two ${"word ".repeat(80)}`;
    const preview = previewText(source);
    expect(preview.startsWith("Hello. This is bold and x = 1. one two word")).toBe(true);
    expect(preview).not.toContain("secret");
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(201);
    expect(previewText("Short one.")).toBe("Short one.");
    expect(previewText("Before\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter")).toBe("Before After");
  });

  it("shows external images through the image proxy and leaves relative ones alone", () => {
    const html = renderMarkdown(
      "![a](https://example.org/pic.png?x=1&y=2) ![b](http://example.org/b.gif) ![c](//cdn.example/c.png) ![d](/static/d.png) ![e](e.png)",
    );
    assertSafe(html);
    const sources = elements(html)
      .filter((element) => element.tagName === "img")
      .map((img) => attr(img, "src"));
    expect(sources).toEqual([
      `/api/forum/image?url=${encodeURIComponent("https://example.org/pic.png?x=1&y=2")}`,
      `/api/forum/image?url=${encodeURIComponent("http://example.org/b.gif")}`,
      `/api/forum/image?url=${encodeURIComponent("https://cdn.example/c.png")}`,
      "/static/d.png",
      "e.png",
    ]);
    // A data: image is refused like any data: URL: it shows as text, neither proxied nor loaded.
    const data = renderMarkdown("![dot](data:image/png;base64,iVBORw0KGgo=)");
    expect(data).not.toContain("<img");
    expect(data).not.toContain("/api/forum/image");
  });

  it("allows only http, https, mailto and relative URLs", () => {
    for (const url of ["https://a.example", "http://a.example", "mailto:x@y.example", "/path", "#anchor", "page?x=1"]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:x",
      "java\nscript:x",
      "jav%09ascript:x",
      "data:x",
      "ftp://x",
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});

function attr(element: Element | undefined, name: string): string | undefined {
  return element?.attrs.find((a) => a.name === name)?.value;
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}
