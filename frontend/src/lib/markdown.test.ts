import { describe, expect, it } from "vitest";
import { isSafeUrl, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders Markdown and shows raw HTML as text", () => {
    const html = renderMarkdown("Use **two** `pointers`.\n\n<img src=x onerror=alert(1)>\n\nA <b>tag</b>.");
    expect(html).toContain("<strong>two</strong>");
    expect(html).toContain("<code>pointers</code>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps web, mail and site links and points every other address nowhere", () => {
    expect(renderMarkdown("[docs](https://example.com/a?b=1) [me](mailto:a@b.c) [list](/challenges)")).toBe(
      '<p><a href="https://example.com/a?b=1">docs</a> <a href="mailto:a@b.c">me</a> <a href="/challenges">list</a></p>\n',
    );
    for (const source of [
      "[x](javascript:alert(1))",
      "[x](&#106;avascript:alert(1))",
      "[x](javascript&colon;alert(1))",
      "<javascript:alert(1)>",
      "![x](data:text/html,hi)",
      "[x](vbscript:msgbox)",
    ])
      expect(renderMarkdown(source)).not.toMatch(/(?:href|src)="(?!#")/);
  });

  it("refuses addresses a browser would read as another scheme", () => {
    expect(isSafeUrl("java\tscript:alert(1)")).toBe(false);
    expect(isSafeUrl("JAVASCRIPT:alert(1)")).toBe(false);
    expect(isSafeUrl("#anchor")).toBe(true);
    expect(isSafeUrl("../up")).toBe(true);
    expect(isSafeUrl("HTTPS://example.com")).toBe(true);
  });
});
