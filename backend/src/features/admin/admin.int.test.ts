import {
  ADMIN_ENDPOINTS,
  CHALLENGE_ENDPOINTS,
  PROGRESS_ENDPOINTS,
  type TAdminChallengeInput,
  type TChallengeValidation,
  type TContentChangedEvent,
} from "@cp/contracts";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { loadCatalog, seedCatalog } from "../challenges";
import { ADMIN, JAVA_SOLUTION, maxOfTwo, openSocketTo, PY_SOLUTION, test } from "./testing/fixtures";

let platform: TestPlatform;
let admin: ReturnType<typeof createClient>;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

const openSocket = (cookie: string) => openSocketTo(platform.url, cookie, sockets);

async function auditCount() {
  return (await admin.call(ADMIN_ENDPOINTS.audit, { query: { limit: "200" } })).length;
}

describe("admin routes", () => {
  it("answer 401 without a session and 403 for a student, on every admin route, and change nothing", async () => {
    const { client: student } = await signUp(platform.url);
    const visitor = createClient(platform.url);
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string][] = [
      ["POST", ADMIN_ENDPOINTS.validateChallenge.path],
      ["POST", ADMIN_ENDPOINTS.starterCode.path],
      ["GET", ADMIN_ENDPOINTS.audit.path],
    ];
    for (const kind of ["challenges", "quizzes", "tutorials"] as const) {
      for (const endpoint of Object.values(ADMIN_ENDPOINTS[kind])) {
        calls.push([endpoint.method, endpoint.path.replace(":id", id)]);
      }
    }
    const before = await auditCount();
    for (const [method, path] of calls) {
      const body = method === "POST" || method === "PUT" ? maxOfTwo() : undefined;
      const send = (client: ReturnType<typeof createClient>) =>
        method === "GET"
          ? client.get(path)
          : method === "DELETE"
            ? client.delete(path)
            : method === "PUT"
              ? client.put(path, body)
              : client.post(path, body);
      expect((await send(visitor)).status, `${method} ${path} logged out`).toBe(401);
      const refused = await send(student);
      expect(refused.status, `${method} ${path} as a student`).toBe(403);
      expect(refused.body.message).toBe("Admins only");
    }
    expect(await auditCount()).toBe(before);
  });
});

describe("challenge authoring", () => {
  it("refuses bad input with a 400 naming the field, and saves nothing", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const audit = await auditCount();
    const cases: [Partial<TAdminChallengeInput>, RegExp][] = [
      [{ title: "  " }, /^title is required/],
      [{ description: "" }, /^description is required/],
      [{ topic: "Cooking" as never }, /^topic/],
      [{ starterCode: "" }, /^starterCode is required/],
      [{ starterCode: "{}" }, /^Starter code is required$/],
      [{ testCases: ["", "   "] }, /^Please add at least one test case$/],
      [{ testCases: ["{not json"] }, /^Test case 1 is not valid JSON/],
      [{ testCases: [JSON.stringify({ input: { a: 1 }, expected: 1 })] }, /^Test case 1: missing parameter "b"/],
      [{ testCases: [JSON.stringify({ input: { a: "x", b: 1 }, expected: 1 })] }, /^Test case 1: a: /],
      [{ testCases: [JSON.stringify({ input: { a: 1, b: 2 } })] }, /^Test case 1: the expected value is missing$/],
      [
        { testCases: [test(1, 2, 2), "", JSON.stringify({ input: { a: 1, b: 2, x: 3 }, expected: 2 })] },
        /^Test case 3: unknown parameter "x" \(the parameters are a, b\)$/,
      ],
      [{ supportedLanguages: [] }, /supportedLanguages/],
      [{ supportedLanguages: ["Ruby"] }, /^The judge does not run Ruby$/],
      [{ solution: "{}" }, /^Write a reference solution in at least one of the challenge's languages$/],
      [
        { solution: JSON.stringify({ "C#": "x" }) },
        /^Reference solution in C#: C# is not one of the challenge's languages$/,
      ],
      [{ signature: { name: "Bad Name", params: [], returns: "int" } as never }, /^signature/],
    ];
    const fields = [
      "title",
      "description",
      "topic",
      "starterCode",
      "starterCode",
      "testCases",
      "testCases.0",
      "testCases.0",
      "testCases.0",
      "testCases.0",
      "testCases.2",
      "supportedLanguages",
      "supportedLanguages",
      "solution",
      "solution.C#",
      "signature",
    ];
    for (const [index, [override, message]] of cases.entries()) {
      const response = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, maxOfTwo(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.message, JSON.stringify(override)).toMatch(message);
      // The form marks this field; a refusal of the request's shape names it at the message's start.
      const field =
        (response.body.field as string | undefined) ?? /^[a-zA-Z]+/.exec(String(response.body.message))?.[0];
      expect(field, JSON.stringify(override)).toBe(fields[index]);
    }
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
    expect(await auditCount()).toBe(audit);
  });

  it("refuses (422) a challenge whose reference solution fails a test, with the input, expected and actual values", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const wrong = maxOfTwo({ testCases: [test(1, 2, 2, true), test(7, -3, 4)] });
    const response = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, wrong);
    expect(response.status).toBe(422);
    const validation = response.body.validation as TChallengeValidation;
    expect(validation.ok).toBe(false);
    const python = validation.runs.find((r) => r.language === "Python" && r.kind === "solution");
    const java = validation.runs.find((r) => r.language === "Java" && r.kind === "solution");
    for (const run of [python, java]) {
      expect(run).toMatchObject({ ok: false, verdict: "Wrong Answer", passedCount: 1, total: 2 });
      expect(run?.failures).toEqual([
        { index: 1, input: { a: 7, b: -3 }, expected: 4, actual: 7, verdict: "Wrong Answer" },
      ]);
    }
    expect(response.body.message).toBe(
      "The Python reference solution fails test case 2: expected 4, got 7. " +
        "The Java reference solution fails test case 2: expected 4, got 7.",
    );
    expect(response.body.field).toBe("solution.Python");
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
  }, 60_000);

  it("refuses a second challenge with a taken title (409 on the title field, letter case aside), new or renamed", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const duplicate = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, maxOfTwo({ title: " two SUM " }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: "A challenge titled 'Two Sum' already exists", field: "title" });
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);

    const mine = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: maxOfTwo() });
    const renamed = await admin.put(
      `${ADMIN_ENDPOINTS.challenges.create.path}/${mine.id}`,
      maxOfTwo({ title: "TWO SUM" }),
    );
    expect(renamed.status).toBe(409);
    // Its own title, in another case, is no conflict.
    const recased = await admin.put(
      `${ADMIN_ENDPOINTS.challenges.create.path}/${mine.id}`,
      maxOfTwo({ title: mine.title.toUpperCase() }),
    );
    expect(recased.status).toBe(200);
  }, 60_000);

  it("keeps the languages in the order the admin gave, so learners open the challenge in the first one", async () => {
    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: maxOfTwo() });
    expect(created.supportedLanguages).toEqual(["Python", "Java"]);
    const listed = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).find((c) => c.id === created.id);
    expect(listed?.supportedLanguages).toEqual(["Python", "Java"]);
    const { client: learner } = await signUp(platform.url);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.slug ?? "" } });
    expect(detail.supportedLanguages).toEqual(["Python", "Java"]);
  }, 60_000);

  it("goes live at once: learners list it, solve it in two languages, see edits, get a 404 after a delete and keep their submissions, out of their lists until Undo restores it", async () => {
    const { client: learner, user } = await signUp(platform.url);
    const watcher = await openSocket("");
    watcher.emit("subscribe", { room: "content" });
    const changes: TContentChangedEvent[] = [];
    watcher.on("content.changed", (event: TContentChangedEvent) => changes.push(event));

    const input = maxOfTwo();
    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: input });
    expect(created.testCases).toHaveLength(3);
    expect(created.hints).toEqual(["Compare them."]);
    expect(await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: created.id } })).toEqual(created);
    await expect.poll(() => changes).toContainEqual({ entity: "challenge", id: created.id, action: "create" });

    const listed = await learner.call(CHALLENGE_ENDPOINTS.list);
    expect(listed.map((c) => c.id)).toContain(created.id);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.slug ?? "" } });
    expect(detail.sampleTests).toEqual([{ input: { a: 1, b: 2 }, expected: 2 }]);
    expect(detail.hiddenTestCount).toBe(2);
    expect(JSON.stringify(detail)).not.toContain("Math.max");
    expect(JSON.parse(detail.starterCode)).toEqual(JSON.parse(input.starterCode));

    for (const [language, code] of [
      ["Python", PY_SOLUTION],
      ["Java", JAVA_SOLUTION],
    ]) {
      const result = await learner.call(CHALLENGE_ENDPOINTS.submit, {
        params: { id: created.id },
        body: { language, code },
      });
      expect(result, language).toMatchObject({ passed: true, verdict: "Accepted", passedCount: 3, totalCount: 3 });
    }

    const edited = await admin.call(ADMIN_ENDPOINTS.challenges.update, {
      params: { id: created.id },
      body: { ...input, title: `${input.title} (edited)` },
    });
    expect(edited.title).toBe(`${input.title} (edited)`);
    const seenTitle = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } });
    expect(seenTitle.title).toBe(edited.title);

    expect(await admin.call(ADMIN_ENDPOINTS.challenges.remove, { params: { id: created.id } })).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await learner.get(CHALLENGE_ENDPOINTS.detail.path.replace(":id", created.id))).status).toBe(404);
    expect((await learner.call(CHALLENGE_ENDPOINTS.list)).map((c) => c.id)).not.toContain(created.id);
    expect((await admin.get(ADMIN_ENDPOINTS.challenges.get.path.replace(":id", created.id))).status).toBe(404);
    // The learner's submissions are kept, out of their lists while the challenge is deleted.
    const submissionsListed = async () =>
      (await learner.call(PROGRESS_ENDPOINTS.submissions, { params: { userId: user.id } })).filter(
        (s) => s.challengeId === created.id,
      );
    expect(await submissionsListed()).toHaveLength(0);
    await expect.poll(() => changes).toContainEqual({ entity: "challenge", id: created.id, action: "delete" });

    const restored = await admin.call(ADMIN_ENDPOINTS.challenges.restore, { params: { id: created.id } });
    expect(restored).toMatchObject({ id: created.id, title: edited.title });
    expect((await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } })).completed).toBe(true);
    expect(await submissionsListed()).toHaveLength(2);

    const trail = await admin.call(ADMIN_ENDPOINTS.audit, { query: { entityId: created.id } });
    expect(trail.map((e) => e.action)).toEqual(["restore", "delete", "update", "create"]);
    expect(trail.every((e) => e.actor.username === ADMIN.username && e.entity === "challenge")).toBe(true);
    expect(trail[2]?.before).toMatchObject({ title: input.title });
    expect(trail[2]?.after).toMatchObject({ title: edited.title });
    expect(trail[3]?.before).toBeNull();
    expect(trail[1]?.after).toBeNull();
    // Readers of the content room learn that something changed, never what it holds.
    expect(JSON.stringify(changes)).not.toContain("Math.max");
  }, 120_000);

  it("keeps an admin's edit of a catalog challenge when the catalog is seeded again", async () => {
    const list = await admin.call(ADMIN_ENDPOINTS.challenges.list);
    const twoSum = list.find((c) => c.title === "Two Sum");
    if (!twoSum) throw new Error("Two Sum is not in the catalog");
    const editable = await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: twoSum.id } });
    const extra = "\n\nA note from the teacher: try a hash map.";
    await admin.call(ADMIN_ENDPOINTS.challenges.update, {
      params: { id: twoSum.id },
      body: { ...editable, description: editable.description + extra },
    });
    await seedCatalog(platform.database.db, await loadCatalog());
    const after = await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: twoSum.id } });
    expect(after.description.endsWith(extra)).toBe(true);
  }, 120_000);
});
