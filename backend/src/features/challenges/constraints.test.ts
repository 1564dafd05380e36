import { describe, expect, it } from "vitest";
import { CATALOG_DIR, loadCatalog } from "./catalog";
import { checkInput, checkValue } from "./constraints";

const catalog = await loadCatalog(CATALOG_DIR, { generated: "load" });

describe("challenge tests stay inside the constraints their challenge states", () => {
  for (const challenge of catalog) {
    it(`${challenge.slug}: constrains every parameter, and every test fits`, () => {
      const names = challenge.signature.params.map((p) => p.name).sort();
      expect(Object.keys(challenge.constraints.params).sort()).toEqual(names);
      const problems = [...challenge.samples, ...challenge.hidden, ...challenge.generated]
        .map((test, i) => {
          const problem = checkInput(challenge.constraints, test.input);
          return problem === null ? null : `test ${i}: ${problem}`;
        })
        .filter((p) => p !== null);
      expect(problems).toEqual([]);
    });
  }
});

describe("checkValue", () => {
  it("names what breaks a constraint", () => {
    expect(checkValue("nums", [], { length: [1, 10] })).toBe("nums has length 0, outside [1, 10]");
    expect(checkValue("nums", [1, 3, 2], { sorted: true })).toBe("nums is not sorted (index 2)");
    expect(checkValue("nums", [1, 1], { distinct: true })).toBe("nums has repeated elements");
    expect(checkValue("grid", [["1", "2"]], { each: { each: { chars: "01" } } })).toMatch(/grid\[0\]\[1\]/);
    expect(checkValue("root", [1, null, 2], { nodes: [1, 1] })).toBe("root has 2 nodes, outside [1, 1]");
    expect(checkValue("n", 46, { min: 1, max: 45 })).toBe("n holds 46, above the maximum 45");
    expect(checkValue("nums", [[1, 2], [3]], { rectangular: true })).toBe("nums has rows of different lengths");
  });

  it("accepts what fits", () => {
    expect(checkValue("nums", [-1, 0, 3], { length: [1, 5], sorted: true, distinct: true, min: -1, max: 3 })).toBe(
      null,
    );
  });
});
