import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTutorials, outputMatches, parseTutorial } from "./content";

const STEP = `  - title: Say hello
    content: Print a greeting.
    explanation: print writes a line.
    code: |
      # TODO
    solution: |
      print("Hi")
    expectedOutput: |
      Hi
`;

function tutorial(overrides: { course?: string; extra?: string; steps?: string; stepCount?: number } = {}) {
  const course = overrides.course ?? "python";
  return `slug: ${course}-sample
course: ${course}
order: 1
title: Sample
description: A sample tutorial.
topic: Basics
difficulty: Easy
${overrides.extra ?? ""}steps:
${overrides.steps ?? STEP.repeat(overrides.stepCount ?? 5)}`;
}

describe("tutorial content", () => {
  it("the repository's content loads: ten courses, at least three tutorials each, five steps or more", async () => {
    const all = await loadTutorials();
    const courses = new Set(all.map((t) => t.course));
    expect(courses.size).toBe(10);
    for (const course of courses) expect(all.filter((t) => t.course === course).length).toBeGreaterThanOrEqual(3);
    for (const t of all) expect(t.steps.length).toBeGreaterThanOrEqual(5);
    expect(all.reduce((n, t) => n + t.steps.length, 0)).toBeGreaterThanOrEqual(150);
  });

  it("a valid file parses with its defaults", () => {
    const parsed = parseTutorial("python/01-sample.yaml", tutorial());
    expect(parsed.category).toBe("Fundamentals");
    expect(parsed.steps).toHaveLength(5);
    expect(parsed.steps[0]?.solution).toBe('print("Hi")\n');
  });

  it("fails loudly, naming the file, on malformed content", () => {
    expect(() => parseTutorial("python/x.yaml", "slug: [unclosed")).toThrow(/python\/x\.yaml.*not valid YAML/);
    expect(() => parseTutorial("python/x.yaml", tutorial({ stepCount: 4 }))).toThrow(/at least 5 steps/);
    expect(() => parseTutorial("python/x.yaml", tutorial({ extra: "difficulty2: Easy\n" }))).toThrow(/python\/x\.yaml/);
    expect(() =>
      parseTutorial("python/x.yaml", tutorial({ steps: STEP.replace("solution", "answer").repeat(5) })),
    ).toThrow(/solution/);
    expect(() => parseTutorial("java/x.yaml", tutorial())).toThrow(/lives in the 'java' folder/);
    expect(() => parseTutorial("python/x.yaml", tutorial({ course: "cobol" }))).toThrow(/course must be one of/);
  });

  it("preview steps need checks, sandbox steps must not have them, and a check says one thing", () => {
    expect(() => parseTutorial("html/x.yaml", tutorial({ course: "html" }))).toThrow(/needs at least one check/);
    const checked = `${STEP}    checks:\n      - selector: h1\n        text: Hi\n`;
    expect(
      parseTutorial("html/x.yaml", tutorial({ course: "html", steps: checked.repeat(5) })).steps[0]?.checks,
    ).toEqual([{ selector: "h1", text: "Hi" }]);
    expect(() => parseTutorial("python/x.yaml", tutorial({ steps: checked.repeat(5) }))).toThrow(/not checks/);
    const twoThings = `${STEP}    checks:\n      - selector: h1\n        text: Hi\n        count: 1\n`;
    expect(() => parseTutorial("html/x.yaml", tutorial({ course: "html", steps: twoThings.repeat(5) }))).toThrow(
      /exactly one of/,
    );
  });

  it("rejects a folder that is not a course and a slug used twice", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "cp-tutorials-"));
    await mkdir(path.join(dir, "python"));
    await writeFile(path.join(dir, "python", "01.yaml"), tutorial());
    await writeFile(path.join(dir, "python", "02.yaml"), tutorial().replace("order: 1", "order: 2"));
    await expect(loadTutorials(dir)).rejects.toThrow(/slug 'python-sample' is used twice/);
    await mkdir(path.join(dir, "cobol"));
    await expect(loadTutorials(dir)).rejects.toThrow(/'cobol' is not a course/);
  });

  it("compares output line by line, ignoring trailing whitespace only", () => {
    expect(outputMatches("a  \nb\n\n", "a\nb\n")).toBe(true);
    expect(outputMatches("a\r\nb", "a\nb")).toBe(true);
    expect(outputMatches(" a\nb", "a\nb")).toBe(false);
    expect(outputMatches("a\nb\nc", "a\nb")).toBe(false);
    expect(outputMatches("", "a")).toBe(false);
  });
});
