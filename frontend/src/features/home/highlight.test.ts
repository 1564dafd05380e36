import { describe, expect, it } from "vitest";
import { highlightLine } from "./highlight";

describe("highlightLine", () => {
  it("tells keywords, calls, numbers, strings and comments apart and keeps every character", () => {
    const line = `const x = twoSum([2, 7], "a"); // done`;
    const tokens = highlightLine(line);
    expect(tokens.map((t) => t.text).join("")).toBe(line);
    const kindOf = (text: string) => tokens.find((t) => t.text === text)?.kind;
    expect(kindOf("const")).toBe("keyword");
    expect(kindOf("twoSum")).toBe("function");
    expect(kindOf("7")).toBe("number");
    expect(kindOf('"a"')).toBe("string");
    expect(kindOf("// done")).toBe("comment");
    expect(kindOf("x")).toBe("plain");
  });
});
