import { LANGUAGES, type TLanguageKey, type TSignature, type TSignatureType } from "@cp/contracts";
import { commentedDefinition, usedNodeKinds } from "./definitions";
import { cPrototype, cppType, csharpType, javaType, jsDocType, pythonType } from "./native-types";
import { arrayDepth, toPascalCase } from "./signature";

/** The body's indentation inside `class Solution`. */
const BODY = "        ";

/**
 * The placeholder `return` of a Java or C# starter. LeetCode leaves these bodies empty, which
 * neither compiler accepts ("missing return statement", CS0161): a learner who runs the starter
 * as given gets a verdict on the tests, never a compile error in code they did not write.
 */
function placeholderReturn(type: TSignatureType): string {
  if (type === "int" || type === "long" || type === "double") return "return 0;";
  if (type === "bool") return "return false;";
  if (type === "char") return "return '\\0';";
  return "return null;";
}

// Python's body holds `pass` for the same reason (an empty block is an IndentationError). The
// JavaScript, C and C++ bodies stay empty as LeetCode's are: those compile as they are.
function python(sig: TSignature): string {
  const params = ["self", ...sig.params.map((p) => `${p.name}: ${pythonType(p.type)}`)].join(", ");
  return `class Solution:\n    def ${sig.name}(${params}) -> ${pythonType(sig.returns)}:\n${BODY}pass`;
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
  const head = `public ${javaType(sig.returns, true)} ${sig.name}(${params})`;
  return `class Solution {\n    ${head} {\n${BODY}${placeholderReturn(sig.returns)}\n    }\n}`;
}

function csharp(sig: TSignature): string {
  const params = sig.params.map((p) => `${csharpType(p.type)} ${p.name}`).join(", ");
  const head = `public ${csharpType(sig.returns, true)} ${toPascalCase(sig.name)}(${params})`;
  return `public class Solution {\n    ${head} {\n${BODY}${placeholderReturn(sig.returns)}\n    }\n}`;
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
 * The code a learner starts from, in LeetCode's shape for the language (with a placeholder body
 * where LeetCode's empty one would not compile), preceded by LeetCode's commented-out
 * ListNode/TreeNode definitions when the signature uses them. It compiles as the judge compiles it.
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
