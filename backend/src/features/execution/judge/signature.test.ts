import type { TSignature } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { buildArgs, checkValue, validateTestInput } from "./signature";

const twoSum: TSignature = {
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

describe("validateTestInput", () => {
  it("accepts well-typed named inputs", () => {
    expect(validateTestInput(twoSum, { nums: [2, 7], target: 9 })).toBeNull();
  });
  it("names a missing or unknown parameter", () => {
    expect(validateTestInput(twoSum, { nums: [2, 7] })).toBe('missing parameter "target" (int)');
    expect(validateTestInput(twoSum, { nums: [], target: 1, extra: 2 })).toBe('unknown parameter "extra"');
    expect(validateTestInput(twoSum, [1, 2])).toBe("input must be a JSON object of named parameters");
  });
  it("rejects values of the wrong type or out of the 32-bit range", () => {
    expect(validateTestInput(twoSum, { nums: [1, "2"], target: 3 })).toMatch(/^nums: expected a 32-bit integer/);
    expect(validateTestInput(twoSum, { nums: [1], target: 2 ** 31 })).toMatch(/^target: expected a 32-bit integer/);
    expect(validateTestInput(twoSum, { nums: [1.5], target: 1 })).toMatch(/^nums: /);
  });
});

describe("checkValue", () => {
  it("knows every signature type", () => {
    expect(checkValue("long", 2 ** 40)).toBeNull();
    expect(checkValue("double", 1.5)).toBeNull();
    expect(checkValue("bool", 0)).toMatch(/true or false/);
    expect(checkValue("string[][]", [["a"], []])).toBeNull();
    expect(checkValue("int[][]", [[1], 2])).toMatch(/int\[\]/);
    expect(checkValue("TreeNode", [3, 9, 20, null, null, 15, 7])).toBeNull();
    expect(checkValue("TreeNode", null)).toBeNull();
    expect(checkValue("ListNode", [1, null])).toMatch(/ListNode values/);
    expect(checkValue("string", "a\u0000b")).toMatch(/NUL/);
  });
});

describe("buildArgs", () => {
  it("orders arguments by parameter, whatever the key order", () => {
    expect(buildArgs(twoSum, { target: 9, nums: [2, 7] })).toEqual([[2, 7], 9]);
  });
});

describe("checkValue: LeetCode's char and string-list types", () => {
  it("takes one ASCII character as a char", () => {
    expect(checkValue("char", "1")).toBeNull();
    expect(checkValue("char[][]", [["1", "0"]])).toBeNull();
    expect(checkValue("char", "10")).toMatch(/one ASCII character/);
    expect(checkValue("char", 1)).toMatch(/one ASCII character/);
    expect(checkValue("char", "é")).toMatch(/one ASCII character/);
  });
  it("checks a list<string> as a string array", () => {
    expect(checkValue("list<string>", ["a", "b"])).toBeNull();
    expect(checkValue("list<string>", ["a", 1])).toMatch(/expected a string/);
  });
});
