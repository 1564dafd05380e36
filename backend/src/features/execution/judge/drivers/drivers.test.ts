import type { TSignature } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { generateProgram, mapLineNumbers } from "./index";

const twoSum: TSignature = {
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const learner = ["// line 1", "// line 2", "int marker = 3; // line 3", "// line 4"].join("\n");

describe("generateProgram keeps the learner's line numbers", () => {
  it.each(["java", "csharp"] as const)("%s: the learner's line N is line N of the program", (language) => {
    const { source, learnerLineOffset } = generateProgram(twoSum, language, learner);
    expect(learnerLineOffset).toBe(0);
    const lines = source.split("\n");
    expect(lines[2]).toBe("int marker = 3; // line 3");
    // LeetCode's implicit imports share line 1, ahead of anything the learner imports.
    expect(lines[0]).toMatch(
      language === "java" ? /^import java\.util\.\*;.*\/\/ line 1$/ : /^using System;.*\/\/ line 1$/,
    );
  });

  it.each([
    ["c", "solution.c"],
    ["cpp", "solution.cpp"],
  ] as const)("%s: a #line directive makes the learner's code start at line 1", (language, file) => {
    const lines = generateProgram(twoSum, language, learner).source.split("\n");
    const start = lines.indexOf(`#line 1 "${file}"`);
    expect(start).toBeGreaterThan(0);
    expect(lines[start + 3]).toBe("int marker = 3; // line 3");
  });

  it.each(["python", "javascript"] as const)("%s: the learner's code is compiled on its own, verbatim", (language) => {
    const { source } = generateProgram(twoSum, language, learner);
    expect(source).toContain(JSON.stringify(learner));
  });

  it("normalizes Windows line endings so numbering does not drift", () => {
    const lines = generateProgram(twoSum, "java", learner.replace(/\n/g, "\r\n")).source.split("\n");
    expect(lines[2]).toBe("int marker = 3; // line 3");
  });

  it("lets pasted Java declare `public class Solution` and a package", () => {
    const { source } = generateProgram(twoSum, "java", "package demo;\npublic class Solution {\n}");
    const lines = source.split("\n");
    expect(lines[0]).not.toContain("package");
    expect(lines[1]).toBe("class Solution {");
    expect(source).toContain("public class Main {");
  });

  it("embeds the method name and parameter types the driver calls", () => {
    expect(generateProgram(twoSum, "csharp", "").source).toContain('const string NAME = "TwoSum";');
    expect(generateProgram(twoSum, "cpp", "").source).toContain("auto r = solution->twoSum(a0, a1);");
    expect(generateProgram(twoSum, "c", "").source).toContain("int* r = twoSum(a0, a0Size, a1, &rs);");
  });
});

describe("mapLineNumbers", () => {
  it("shifts file:line, file(line,col) and Python references by the offset", () => {
    const output = [
      "/box/main.js:14",
      'File "main.py", line 12, in <module>',
      "Main.cs(15,9): error CS1525: Unexpected symbol",
      "Main.java:11: error: ';' expected",
    ].join("\n");
    expect(mapLineNumbers(output, 10)).toBe(
      [
        "/box/main.js:4",
        'File "main.py", line 2, in <module>',
        "Main.cs(5,9): error CS1525: Unexpected symbol",
        "Main.java:1: error: ';' expected",
      ].join("\n"),
    );
  });

  it("leaves references to the generated prelude alone", () => {
    expect(mapLineNumbers("main.py:3: warning", 10)).toBe("main.py:3: warning");
    expect(mapLineNumbers("anything:5", 0)).toBe("anything:5");
  });
});
