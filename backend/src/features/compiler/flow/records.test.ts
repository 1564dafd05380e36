import { describe, expect, it } from "vitest";
import { BROKEN_TRACE, parseRecords, RECORD_MARK } from "./records";
import { buildFlow } from "./steps";

const run = { verdict: "Accepted", message: null, stderr: "" };
const line = (record: unknown) => `${RECORD_MARK}${JSON.stringify(record)}\n`;
const META = line(["meta", [{ k: "assign", t: "x = 1", l: 1, names: ["x"] }]]);

/** Counts the turns of the event loop that ran while `work` was under way. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

describe("reading a trace the program could write into", () => {
  it("reads the tracers' own records", async () => {
    const trace = await parseRecords(`${META}${line(["a", 0, 0, { x: "1" }])}hello\n${line(["end", "done", 0])}`, {
      meta: true,
    });
    expect(trace.broken).toBeNull();
    expect(trace.records.map((r) => r[0])).toEqual(["meta", "a", "end"]);
    expect(trace.stray).toBe("hello\n");
  });

  it.each([
    ["null", `${RECORD_MARK}null\n`],
    ["a number", `${RECORD_MARK}42\n`],
    ["an assignment without its values", line(["a", 0, 0, null])],
    ["an assignment with a non-text value", line(["a", 0, 0, { x: { y: 1 } }])],
    ["a node id that is not a whole number", line(["v", "0", 0, "1"])],
    ["a negative frame", line(["v", 0, -1, "1"])],
    ["an unknown tag", line(["zz", 0, 0])],
    ["a second node table", line(["meta", []])],
    ["a node table with a bad node", line(["meta", [{ k: "bin", t: "a + b" }]])],
    ["text that is not JSON", `${RECORD_MARK}[1,\n`],
    ["nesting 1,990,000 deep", `${RECORD_MARK}${"[".repeat(1_990_000)}${"]".repeat(1_990_000)}\n`],
    ["a record past the size bound", line(["o!", "x".repeat(600 * 1024)])],
    ["a snapshot without its entries", line(["s", 0])],
    ["a snapshot keeping a negative number of frames", line(["s", -1, []])],
    ["a snapshot frame with a non-text value", line(["s", 0, [[0, "Global frame", { x: 1 }, []]]])],
    ["a snapshot frame with dropped names that are not text", line(["s", 0, [[0, "Global frame", {}, [1]]]])],
    ["a snapshot frame without its name", line(["s", 0, [[0, { x: "1" }, []]]])],
    ["a snapshot frame past the stack bound", line(["s", 0, [[64, "f", {}, []]]])],
  ])("stops at a forged record (%s) and keeps what came before", async (_name, forged) => {
    const trace = await parseRecords(`${META}${line(["a", 0, 0, { x: "1" }])}${forged}${line(["end", "done", 0])}`, {
      meta: true,
    });
    expect(trace.broken).toBe(BROKEN_TRACE);
    expect(trace.records.map((r) => r[0])).toEqual(["meta", "a"]);
  });

  it("reads state snapshots and gives each step the whole state of every frame", async () => {
    const meta = line([
      "meta",
      [
        { k: "assign", t: "d = {}", l: 1, names: ["d"] },
        { k: "call", t: "d.update(a=1)", l: 2, name: "d.update", args: [] },
        { k: "enter", t: "f(n)", l: 3, fn: "f", params: ["n"] },
        { k: "return", t: "return n", l: 4, fn: "f" },
      ],
    ]);
    const trace = [
      meta,
      line(["s", 0, [[0, "Global frame", { d: "{}" }, []]]]),
      line(["a", 0, 0, { d: "{}" }]),
      line(["s", 1, [[0, "Global frame", { d: "{'a': 1}" }, []]]]),
      line(["v", 1, 0, "None"]),
      line(["s", 1, [[1, "f", { n: "2" }, []]]]),
      line(["f", 2, 1, { n: "2" }]),
      line(["r", 3, 1, "2"]),
      line(["s", 1, [[0, "Global frame", { x: "2" }, ["d"]]]]),
      line(["end", "done", 0]),
    ].join("");
    expect((await parseRecords(trace, { meta: true })).broken).toBeNull();
    const flow = await buildFlow(trace, run);
    expect(flow.steps.map((s) => s.frames)).toEqual([
      [{ name: "Global frame", variables: { d: "{}" } }],
      [{ name: "Global frame", variables: { d: "{'a': 1}" } }],
      [
        { name: "Global frame", variables: { d: "{'a': 1}" } },
        { name: "f", variables: { n: "2" } },
      ],
      [
        { name: "Global frame", variables: { d: "{'a': 1}" } },
        { name: "f", variables: { n: "2" } },
      ],
    ]);
    // The final values are the global frame as the last snapshot left it.
    expect(flow.finalResult).toContain("Final values: x = 2.");
  });

  it("refuses a node table where the server made its own (JavaScript)", async () => {
    const trace = await parseRecords(META, { meta: false });
    expect(trace.broken).toBe(BROKEN_TRACE);
  });

  it("takes a last record cut short by the output limit as the end, not as a forgery", async () => {
    const trace = await parseRecords(`${META}${line(["a", 0, 0, { x: "1" }])}${RECORD_MARK}["a", 0, 0, {"y"`, {
      meta: true,
    });
    expect(trace.broken).toBeNull();
    expect(trace.records).toHaveLength(2);
  });

  it("lets other work run while it reads a large trace", async () => {
    const flood = line(["o!", "y".repeat(100)]).repeat(30_000);
    const turns = await turnsDuring(() => parseRecords(`${META}${flood}`, { meta: true }));
    expect(turns).toBeGreaterThan(3);
  });

  it("answers a forged trace as the program's error, with the steps before it", async () => {
    const flow = await buildFlow(`${META}${line(["a", 0, 0, { x: "1" }])}${RECORD_MARK}null\n`, run);
    expect(flow.error).toBe(BROKEN_TRACE);
    expect(flow.steps).toHaveLength(1);
    expect(flow.finalResult).toMatch(
      /^The program wrote a line starting with the trace mark .*; the steps before it are shown \(1 step\)\./,
    );
    const deep = await buildFlow(`${META}${RECORD_MARK}${"[".repeat(1_990_000)}${"]".repeat(1_990_000)}\n`, run);
    expect(deep.error).toBe(BROKEN_TRACE);
  });

  it("keeps variables named like Object's own properties as plain values", async () => {
    const meta = line(["meta", [{ k: "assign", t: "x", l: 1, names: ["x"] }]]);
    const flow = await buildFlow(
      `${meta}${RECORD_MARK}["a",0,0,{"__proto__":"1","constructor":"2","toString":"3"}]\n${line(["end", "done", 0])}`,
      run,
    );
    expect(flow.initialValues).toEqual({ constructor: "2", toString: "3" });
  });
});
