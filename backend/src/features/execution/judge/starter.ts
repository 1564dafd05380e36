import { LANGUAGES, type TLanguageKey, type TSignature } from "@cp/contracts";
import { commentedDefinition, usedNodeKinds } from "./definitions";
import { cPrototype, cppType, csharpType, javaType, jsDocType, pythonType } from "./native-types";
import { arrayDepth, toPascalCase } from "./signature";

/** The empty body line LeetCode leaves for the learner (an indented blank line). */
const BODY = "        ";

function python(sig: TSignature): string {
  const params = ["self", ...sig.params.map((p) => `${p.name}: ${pythonType(p.type)}`)].join(", ");
  return `class Solution:\n    def ${sig.name}(${params}) -> ${pythonType(sig.returns)}:\n${BODY}`;
}

function javascript(sig: TSignature): string {
  const doc = [
    "/**",
    ...sig.params.map((p) => ` * @param {${jsDocType(p.type)}} ${p.name}`),
    ` * @return {${jsDocType(sig.returns)}}`,
    " */",
  ];
  const params = sig.params.map((p) => p.name).join(", ");
  return `${doc.join("\n")}\nvar ${sig.name} = function(${params}) {\n    \n};`;
}

function java(sig: TSignature): string {
  const params = sig.params.map((p) => `${javaType(p.type)} ${p.name}`).join(", ");
  return `class Solution {\n    public ${javaType(sig.returns, true)} ${sig.name}(${params}) {\n${BODY}\n    }\n}`;
}

function csharp(sig: TSignature): string {
  const params = sig.params.map((p) => `${csharpType(p.type)} ${p.name}`).join(", ");
  const head = `public ${csharpType(sig.returns, true)} ${toPascalCase(sig.name)}(${params})`;
  return `public class Solution {\n    ${head} {\n${BODY}\n    }\n}`;
}

function cpp(sig: TSignature): string {
  const params = sig.params.map((p) => `${cppType(p.type, true)} ${p.name}`).join(", ");
  const head = `${cppType(sig.returns, false)} ${sig.name}(${params})`;
  return `class Solution {\npublic:\n    ${head} {\n${BODY}\n    }\n};`;
}

/** LeetCode's reminder above C functions that return arrays. */
function cReturnNote(sig: TSignature): string | null {
  const depth = arrayDepth(sig.returns);
  if (depth === 1) return "/**\n * Note: The returned array must be malloced, assume caller calls free().\n */";
  if (depth === 2) {
    return [
      "/**",
      " * Return an array of arrays of size *returnSize.",
      " * The sizes of the arrays are returned as *returnColumnSizes array.",
      " * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().",
      " */",
    ].join("\n");
  }
  return null;
}

function c(sig: TSignature): string {
  const fn = `${cPrototype(sig)} {\n    \n}`;
  const note = cReturnNote(sig);
  return note ? `${note}\n${fn}` : fn;
}

const GENERATORS: Record<TLanguageKey, (sig: TSignature) => string> = {
  python,
  javascript,
  java,
  csharp,
  cpp,
  c,
};

/**
 * The code a learner starts from, in LeetCode's exact shape for the language, preceded by LeetCode's
 * commented-out ListNode/TreeNode definitions when the signature uses them.
 */
export function generateStarterCode(signature: TSignature, language: TLanguageKey): string {
  const definitions = usedNodeKinds(signature).map((kind) => commentedDefinition(language, kind));
  return [...definitions, GENERATORS[language](signature)].join("\n");
}

/**
 * The challenge's `starterCode` field: JSON text mapping each language's display name ("C++") to
 * its starter source, for the given languages (all six by default).
 */
export function generateStarterCodeJson(
  signature: TSignature,
  languages: readonly TLanguageKey[] = LANGUAGES.map((l) => l.key),
): string {
  const map: Record<string, string> = {};
  for (const info of LANGUAGES) {
    if (languages.includes(info.key)) map[info.name] = generateStarterCode(signature, info.key);
  }
  return JSON.stringify(map);
}
