import type { TSignature, TSignatureType } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { cScalarType, cType } from "../native-types";
import { arrayDepth, baseType } from "../signature";
import { type GeneratedProgram, MAX_TEST_OUTPUT } from "./protocol";

/** The standard headers LeetCode's C environment includes for the learner. */
const HEADERS = [
  "stdio.h",
  "stdlib.h",
  "string.h",
  "stdbool.h",
  "math.h",
  "limits.h",
  "ctype.h",
  "stdint.h",
  "float.h",
  "assert.h",
  "stddef.h",
  "time.h",
  // LeetCode's C offers uthash (HASH_ADD_INT, HASH_FIND_INT...) without an include.
  "uthash.h",
];

/**
 * The hidden part of a C program: a JSON reader, converters to LeetCode's C shapes, writers, and
 * per-test capture of printf output (the stdout pointer is swapped for an in-memory stream, so no
 * POSIX header has to share the learner's namespace). Every name starts with judge_.
 */
const RUNTIME = String.raw`
FILE *open_memstream(char **judge_buf, size_t *judge_size);
typedef struct judge_J { char k; long long i; double d; char* s; struct judge_J* a; int n; } judge_J;
typedef struct { char* s; size_t n, cap; } judge_B;
static const char* judge_p;
static void judge_put(judge_B* b, const char* s, size_t n) {
    if (b->n + n + 1 > b->cap) { b->cap = (b->n + n + 1) * 2; b->s = realloc(b->s, b->cap); }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}
static void judge_puts(judge_B* b, const char* s) { judge_put(b, s, strlen(s)); }
static void judge_utf8(judge_B* b, unsigned c) {
    char u[4]; size_t n;
    if (c < 0x80) { u[0] = (char)c; n = 1; }
    else if (c < 0x800) { u[0] = (char)(0xC0 | c >> 6); u[1] = (char)(0x80 | (c & 63)); n = 2; }
    else if (c < 0x10000) { u[0] = (char)(0xE0 | c >> 12); u[1] = (char)(0x80 | (c >> 6 & 63)); u[2] = (char)(0x80 | (c & 63)); n = 3; }
    else { u[0] = (char)(0xF0 | c >> 18); u[1] = (char)(0x80 | (c >> 12 & 63)); u[2] = (char)(0x80 | (c >> 6 & 63)); u[3] = (char)(0x80 | (c & 63)); n = 4; }
    judge_put(b, u, n);
}
static unsigned judge_hex4(void) { char h[5] = {0}; memcpy(h, judge_p, 4); judge_p += 4; return (unsigned)strtoul(h, NULL, 16); }
static void judge_ws(void) { while (*judge_p && (unsigned char)*judge_p <= ' ') judge_p++; }
static judge_J judge_read(void) {
    judge_J j = {'n', 0, 0, NULL, NULL, 0};
    judge_ws();
    if (*judge_p == '[') {
        int cap = 0;
        j.k = 'a'; judge_p++; judge_ws();
        if (*judge_p == ']') { judge_p++; return j; }
        for (;;) {
            judge_J x = judge_read();
            if (j.n == cap) { cap = cap ? cap * 2 : 4; j.a = realloc(j.a, (size_t)cap * sizeof *j.a); }
            j.a[j.n++] = x;
            judge_ws();
            if (*judge_p++ == ']') return j;
        }
    }
    if (*judge_p == '"') {
        judge_B b = {NULL, 0, 0};
        judge_puts(&b, "");
        for (judge_p++; *judge_p != '"';) {
            if (*judge_p != '\\') { judge_put(&b, judge_p++, 1); continue; }
            judge_p++;
            char e = *judge_p++;
            if (e == 'n') judge_puts(&b, "\n"); else if (e == 't') judge_puts(&b, "\t"); else if (e == 'r') judge_puts(&b, "\r");
            else if (e == 'b') judge_puts(&b, "\b"); else if (e == 'f') judge_puts(&b, "\f");
            else if (e == 'u') {
                unsigned c = judge_hex4();
                if (c >= 0xD800 && c < 0xDC00 && judge_p[0] == '\\' && judge_p[1] == 'u') { judge_p += 2; c = 0x10000 + ((c - 0xD800) << 10) + (judge_hex4() - 0xDC00); }
                judge_utf8(&b, c);
            } else judge_put(&b, &e, 1);
        }
        judge_p++;
        j.k = 's'; j.s = b.s;
        return j;
    }
    if (*judge_p == 't') { j.k = 'b'; j.i = 1; judge_p += 4; return j; }
    if (*judge_p == 'f') { j.k = 'b'; judge_p += 5; return j; }
    if (*judge_p == 'n') { judge_p += 4; return j; }
    char* end;
    j.d = strtod(judge_p, &end);
    j.i = strtoll(judge_p, NULL, 10);
    j.k = 'd';
    judge_p = end;
    return j;
}
static char* judge_str(judge_J* j) { size_t n = strlen(j->s) + 1; char* s = malloc(n); memcpy(s, j->s, n); return s; }
static struct ListNode* judge_list(judge_J* j) {
    struct ListNode* head = NULL;
    for (int i = j->n - 1; i >= 0; i--) {
        struct ListNode* n = malloc(sizeof *n);
        n->val = (int)j->a[i].i; n->next = head; head = n;
    }
    return head;
}
static struct TreeNode* judge_node(judge_J* j) {
    if (j->k == 'n') return NULL;
    struct TreeNode* n = malloc(sizeof *n);
    n->val = (int)j->i; n->left = n->right = NULL;
    return n;
}
static struct TreeNode* judge_tree(judge_J* j) {
    if (j->n == 0 || j->a[0].k == 'n') return NULL;
    struct TreeNode** queue = malloc((size_t)j->n * sizeof *queue);
    int head = 0, tail = 0, i = 1;
    queue[tail++] = judge_node(&j->a[0]);
    while (head < tail && i < j->n) {
        struct TreeNode* parent = queue[head++];
        if ((parent->left = judge_node(&j->a[i++]))) queue[tail++] = parent->left;
        if (i < j->n && (parent->right = judge_node(&j->a[i++]))) queue[tail++] = parent->right;
    }
    struct TreeNode* root = queue[0];
    free(queue);
    return root;
}
static void judge_quote(judge_B* b, const char* s, size_t n) {
    judge_puts(b, "\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char u[8];
        if (c == '"' || c == '\\') { u[0] = '\\'; u[1] = (char)c; judge_put(b, u, 2); }
        else if (c == '\n') judge_puts(b, "\\n");
        else if (c < 0x20 || c == 0x7f) { snprintf(u, sizeof u, "\\u%04x", c); judge_puts(b, u); }
        else judge_put(b, (const char*)&c, 1);
    }
    judge_puts(b, "\"");
}
static const char* judge_error;
static void judge_w_long(judge_B* b, long long v) { char t[32]; snprintf(t, sizeof t, "%lld", v); judge_puts(b, t); }
static void judge_w_int(judge_B* b, int v) { judge_w_long(b, v); }
static void judge_w_bool(judge_B* b, bool v) { judge_puts(b, v ? "true" : "false"); }
static void judge_w_double(judge_B* b, double v) {
    char t[40];
    if (isnan(v)) snprintf(t, sizeof t, "\"nan\""); else if (isinf(v)) snprintf(t, sizeof t, v > 0 ? "\"inf\"" : "\"-inf\"");
    else snprintf(t, sizeof t, "%.17g", v);
    judge_puts(b, t);
}
static void judge_w_string(judge_B* b, char* s) { if (s) judge_quote(b, s, strlen(s)); else judge_puts(b, "null"); }
static void judge_w_char(judge_B* b, char c) { judge_quote(b, &c, 1); }
static void judge_w_ListNode(judge_B* b, struct ListNode* head) {
    struct ListNode *slow = head, *fast = head;
    while (fast && fast->next) {
        slow = slow->next; fast = fast->next->next;
        if (slow == fast) { judge_error = "Found cycle in the ListNode"; return; }
    }
    judge_puts(b, "[");
    for (struct ListNode* n = head; n; n = n->next) { if (n != head) judge_puts(b, ","); judge_w_long(b, n->val); }
    judge_puts(b, "]");
}
static void judge_w_TreeNode(judge_B* b, struct TreeNode* root) {
    const int limit = 2000000;
    int cap = 16, size = 0, last = 0;
    struct TreeNode** queue = malloc((size_t)cap * sizeof *queue);
    queue[size++] = root;
    for (int q = 0; q < size && root; q++) {
        if (!queue[q]) continue;
        if (size + 2 > limit) { judge_error = "Found cycle in the TreeNode"; free(queue); return; }
        if (size + 2 > cap) { cap *= 2; queue = realloc(queue, (size_t)cap * sizeof *queue); }
        last = q;
        queue[size++] = queue[q]->left;
        queue[size++] = queue[q]->right;
    }
    judge_puts(b, "[");
    for (int q = 0; root && q <= last; q++) {
        if (q) judge_puts(b, ",");
        if (queue[q]) judge_w_long(b, queue[q]->val); else judge_puts(b, "null");
    }
    judge_puts(b, "]");
    free(queue);
}
static double judge_now(void) { struct timespec t; timespec_get(&t, TIME_UTC); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
`;

/** C statements declaring `a<k>` (and its size variables) from JSON value `A[k]`. */
function declareParam(type: TSignatureType, k: number): string[] {
  const depth = arrayDepth(type);
  const base = baseType(type);
  const elem = cScalarType(base);
  const converters: Record<string, (expr: string) => string> = {
    int: (e) => `(int)${e}.i`,
    long: (e) => `${e}.i`,
    double: (e) => `${e}.d`,
    bool: (e) => `${e}.i != 0`,
    string: (e) => `judge_str(&${e})`,
    char: (e) => `${e}.s[0]`,
    ListNode: (e) => `judge_list(&${e})`,
    TreeNode: (e) => `judge_tree(&${e})`,
  };
  const scalar = converters[base] as (expr: string) => string;
  if (depth === 0) return [`${cType(type)} a${k} = ${scalar(`A[${k}]`)};`];
  if (depth === 1) {
    return [
      `int a${k}Size = A[${k}].n;`,
      `${elem}* a${k} = malloc(sizeof(${elem}) * (size_t)(a${k}Size + 1));`,
      `for (int q = 0; q < a${k}Size; q++) a${k}[q] = ${scalar(`A[${k}].a[q]`)};`,
    ];
  }
  return [
    `int a${k}Size = A[${k}].n;`,
    `int* a${k}ColSize = malloc(sizeof(int) * (size_t)(a${k}Size + 1));`,
    `${elem}** a${k} = malloc(sizeof(${elem}*) * (size_t)(a${k}Size + 1));`,
    `for (int q = 0; q < a${k}Size; q++) {`,
    `    a${k}ColSize[q] = A[${k}].a[q].n;`,
    `    a${k}[q] = malloc(sizeof(${elem}) * (size_t)(a${k}ColSize[q] + 1));`,
    `    for (int c = 0; c < a${k}ColSize[q]; c++) a${k}[q][c] = ${scalar(`A[${k}].a[q].a[c]`)};`,
    "}",
  ];
}

/** C statements writing the return value `r` into the builder `o`. */
function writeResult(type: TSignatureType): string[] {
  const depth = arrayDepth(type);
  const writer = `judge_w_${baseType(type)}`;
  if (depth === 0) return [`${writer}(&o, r);`];
  if (depth === 1) {
    return [
      'if (!r && rs > 0) judge_error = "returned NULL with *returnSize > 0";',
      'else { judge_puts(&o, "["); for (int q = 0; q < rs; q++) { if (q) judge_puts(&o, ","); ' +
        `${writer}(&o, r[q]); } judge_puts(&o, "]"); }`,
    ];
  }
  return [
    'if ((!r || !rcs) && rs > 0) judge_error = "returned NULL or left *returnColumnSizes unset with *returnSize > 0";',
    "else {",
    '    judge_puts(&o, "[");',
    "    for (int q = 0; q < rs; q++) {",
    '        judge_puts(&o, q ? ",[" : "[");',
    `        for (int c = 0; c < rcs[q]; c++) { if (c) judge_puts(&o, ","); ${writer}(&o, r[q][c]); }`,
    '        judge_puts(&o, "]");',
    "    }",
    '    judge_puts(&o, "]");',
    "}",
  ];
}

function mainFunction(signature: TSignature): string {
  const depth = arrayDepth(signature.returns);
  const decls = signature.params.flatMap((p, k) => declareParam(p.type, k));
  const args = signature.params.flatMap((p, k) => {
    const d = arrayDepth(p.type);
    return d === 0 ? [`a${k}`] : d === 1 ? [`a${k}`, `a${k}Size`] : [`a${k}`, `a${k}Size`, `a${k}ColSize`];
  });
  if (depth >= 1) args.push("&rs");
  if (depth === 2) args.push("&rcs");
  const body = [
    ...decls,
    "int rs = 0;",
    "int* rcs = NULL;",
    "char* printed = NULL;",
    "size_t printedSize = 0;",
    "FILE* capture = open_memstream(&printed, &printedSize);",
    "fflush(real);",
    "if (capture) stdout = capture;",
    "double t0 = judge_now();",
    `${cType(signature.returns)} r = ${signature.name}(${args.join(", ")});`,
    "double t1 = judge_now();",
    "if (capture) { fflush(capture); stdout = real; fclose(capture); }",
    "judge_B o = {NULL, 0, 0};",
    "judge_error = NULL;",
    ...writeResult(signature.returns),
    "judge_B line = {NULL, 0, 0};",
    'judge_puts(&line, "\\x1e"); judge_puts(&line, nonce); judge_puts(&line, " {\\"i\\":"); judge_w_int(&line, i);',
    'if (judge_error) { judge_puts(&line, ",\\"e\\":"); judge_w_string(&line, (char*)judge_error); }',
    'else { judge_puts(&line, ",\\"v\\":"); judge_put(&line, o.s, o.n); }',
    `judge_puts(&line, ",\\"o\\":"); judge_quote(&line, printed ? printed : "", printedSize > ${MAX_TEST_OUTPUT} ? ${MAX_TEST_OUTPUT} : printedSize);`,
    'char t[48]; snprintf(t, sizeof t, ",\\"t\\":%.4f}\\n", t1 - t0); judge_puts(&line, t);',
    "fputs(line.s, real);",
    "fflush(real);",
    "free(printed); free(o.s); free(line.s);",
  ];
  return `
int main(void) {
    judge_B input = {NULL, 0, 0};
    char chunk[65536];
    for (size_t got; (got = fread(chunk, 1, sizeof chunk, stdin)) > 0;) judge_put(&input, chunk, got);
    char* nonce = input.s;
    char* nl = strchr(input.s, '\\n');
    *nl = 0;
    judge_p = nl + 1;
    judge_J tests = judge_read();
    FILE* real = stdout;
    for (int i = 0; i < tests.n; i++) {
        judge_J* A = tests.a[i].a;
${body.map((l) => `        ${l}`).join("\n")}
    }
    return 0;
}
`;
}

/** C: LeetCode's headers and node structs, then the learner's code under #line 1 "solution.c". */
export function generateCProgram(signature: TSignature, code: string): GeneratedProgram {
  const prelude = [
    // LeetCode compiles C as gnu11: strdup, M_PI and friends are declared whatever -std says.
    "#define _GNU_SOURCE",
    ...HEADERS.map((h) => `#include <${h}>`),
    nodeDefinition("c", "ListNode"),
    nodeDefinition("c", "TreeNode"),
    '#line 1 "solution.c"',
  ].join("\n");
  const hidden = `#line 1 "driver.c"${RUNTIME}${mainFunction(signature)}`;
  return { source: `${prelude}\n${code}\n${hidden}`, learnerLineOffset: 0 };
}
