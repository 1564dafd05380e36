import type { TSignature, TSignatureType } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { cppType } from "../native-types";
import { arrayDepth, elementType } from "../signature";
import { type GeneratedProgram, MAX_TEST_OUTPUT } from "./protocol";

/**
 * The hidden part of a C++ program: a small JSON reader, converters to LeetCode's types, an
 * overloaded writer that serializes whatever the learner returns (vectors, sets, strings, nodes),
 * and per-test capture of the learner's stdout (fd 1 points at an in-memory file; results go to
 * a duplicate of the original stdout).
 *
 * Its declarations and templates come before the learner's code (in the prelude, see
 * CPP_JUDGE_PRELUDE); its definitions are compiled once per server into an object the engine links
 * (CPP_JUDGE_RUNTIME), so a cold compile only compiles the learner's code and main. A compile
 * without the prebuilt prelude (it failed to build, or a Judge0 client's own options) compiles them
 * from the program itself: the engine defines CP_JUDGE_RUNTIME_LINKED only when it links the object.
 */
const DECLARATIONS = String.raw`#include <cxxabi.h>
namespace judge_ {
struct J { char k = 'n'; long long i = 0; double d = 0; std::string s; std::vector<J> a; };
struct Reader {
    const char* p;
    void ws();
    static void utf8(std::string& s, unsigned c);
    unsigned hex4();
    J read();
};
int toInt(const J& j);
long long toLong(const J& j);
double toDouble(const J& j);
bool toBool(const J& j);
std::string toStr(const J& j);
char toChar(const J& j);
template <class T, class F> std::vector<T> toVec(const J& j, F f) {
    std::vector<T> v;
    v.reserve(j.a.size());
    for (const J& x : j.a) v.push_back(f(x));
    return v;
}
ListNode* toList(const J& j);
TreeNode* toTree(const J& j);
std::string quote(const std::string& s);
void w(std::string& o, bool v);
void w(std::string& o, char v);
void w(std::string& o, const std::string& v);
void w(std::string& o, const char* v);
template <class T> typename std::enable_if<std::is_integral<T>::value>::type w(std::string& o, T v) { o += std::to_string(v); }
void writeReal(std::string& o, double v);
template <class T> typename std::enable_if<std::is_floating_point<T>::value>::type w(std::string& o, T v) { writeReal(o, (double)v); }
void w(std::string& o, ListNode* n);
void w(std::string& o, TreeNode* root);
template <class A, class B> void w(std::string& o, const std::pair<A, B>& p);
template <class C> auto w(std::string& o, const C& c) -> decltype(c.begin(), c.end(), void()) {
    o += '[';
    bool first = true;
    for (auto&& x : c) { if (!first) o += ','; first = false; w(o, x); }
    o += ']';
}
template <class A, class B> void w(std::string& o, const std::pair<A, B>& p) { o += '['; w(o, p.first); o += ','; w(o, p.second); o += ']'; }
std::string describe();
extern FILE* results;
extern std::string mark;
void begin();
std::string end();
double now();
void emit(const std::string& line);
}  // namespace judge_
`;

const DEFINITIONS = String.raw`namespace judge_ {
const size_t CAP = ${MAX_TEST_OUTPUT};
void Reader::ws() { while (*p && (unsigned char)*p <= ' ') p++; }
void Reader::utf8(std::string& s, unsigned c) {
    if (c < 0x80) s += (char)c;
    else if (c < 0x800) { s += (char)(0xC0 | c >> 6); s += (char)(0x80 | (c & 63)); }
    else if (c < 0x10000) { s += (char)(0xE0 | c >> 12); s += (char)(0x80 | (c >> 6 & 63)); s += (char)(0x80 | (c & 63)); }
    else { s += (char)(0xF0 | c >> 18); s += (char)(0x80 | (c >> 12 & 63)); s += (char)(0x80 | (c >> 6 & 63)); s += (char)(0x80 | (c & 63)); }
}
unsigned Reader::hex4() { unsigned v = (unsigned)std::stoul(std::string(p, 4), nullptr, 16); p += 4; return v; }
J Reader::read() {
    ws();
    J j;
    if (*p == '[') {
        j.k = 'a'; p++; ws();
        if (*p == ']') { p++; return j; }
        for (;;) { j.a.push_back(read()); ws(); if (*p++ == ']') return j; }
    }
    if (*p == '"') {
        j.k = 's'; p++;
        while (*p != '"') {
            if (*p != '\\') { j.s += *p++; continue; }
            p++;
            char e = *p++;
            if (e == 'n') j.s += '\n'; else if (e == 't') j.s += '\t'; else if (e == 'r') j.s += '\r';
            else if (e == 'b') j.s += '\b'; else if (e == 'f') j.s += '\f';
            else if (e == 'u') {
                unsigned c = hex4();
                if (c >= 0xD800 && c < 0xDC00 && p[0] == '\\' && p[1] == 'u') { p += 2; c = 0x10000 + ((c - 0xD800) << 10) + (hex4() - 0xDC00); }
                utf8(j.s, c);
            } else j.s += e;
        }
        p++;
        return j;
    }
    if (*p == 't') { j.k = 'b'; j.i = 1; p += 4; return j; }
    if (*p == 'f') { j.k = 'b'; p += 5; return j; }
    if (*p == 'n') { p += 4; return j; }
    const char* start = p;
    bool real = false;
    while (*p && std::strchr("+-0123456789.eE", *p)) { if (std::strchr(".eE", *p)) real = true; p++; }
    std::string num(start, p);
    if (real) { j.k = 'd'; j.d = std::strtod(num.c_str(), nullptr); }
    else { j.k = 'i'; j.i = std::strtoll(num.c_str(), nullptr, 10); j.d = (double)j.i; }
    return j;
}
int toInt(const J& j) { return (int)j.i; }
long long toLong(const J& j) { return j.i; }
double toDouble(const J& j) { return j.d; }
bool toBool(const J& j) { return j.i != 0; }
std::string toStr(const J& j) { return j.s; }
char toChar(const J& j) { return j.s.empty() ? '\0' : j.s[0]; }
ListNode* toList(const J& j) {
    ListNode* head = nullptr;
    for (size_t i = j.a.size(); i-- > 0;) head = new ListNode(toInt(j.a[i]), head);
    return head;
}
TreeNode* toTree(const J& j) {
    if (j.a.empty() || j.a[0].k == 'n') return nullptr;
    TreeNode* root = new TreeNode(toInt(j.a[0]));
    std::deque<TreeNode*> queue{root};
    size_t i = 1;
    while (!queue.empty() && i < j.a.size()) {
        TreeNode* parent = queue.front();
        queue.pop_front();
        if (j.a[i].k != 'n') queue.push_back(parent->left = new TreeNode(toInt(j.a[i])));
        if (++i < j.a.size() && j.a[i].k != 'n') queue.push_back(parent->right = new TreeNode(toInt(j.a[i])));
        i++;
    }
    return root;
}
std::string quote(const std::string& s) {
    std::string o = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { o += '\\'; o += (char)c; }
        else if (c == '\n') o += "\\n";
        else if (c < 0x20 || c == 0x7f) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", c); o += b; }
        else o += (char)c;
    }
    return o + "\"";
}
void w(std::string& o, bool v) { o += v ? "true" : "false"; }
void w(std::string& o, char v) { o += quote(std::string(1, v)); }
void w(std::string& o, const std::string& v) { o += quote(v); }
void w(std::string& o, const char* v) { o += v ? quote(v) : "null"; }
void writeReal(std::string& o, double v) {
    if (!std::isfinite(v)) { o += std::isnan(v) ? "\"nan\"" : v > 0 ? "\"inf\"" : "\"-inf\""; return; }
    char b[32];
    std::snprintf(b, sizeof b, "%.17g", (double)v);
    o += b;
}
void w(std::string& o, ListNode* n) {
    std::unordered_set<ListNode*> seen;
    o += '[';
    for (ListNode* x = n; x; x = x->next) {
        if (!seen.insert(x).second) throw std::runtime_error("Found cycle in the ListNode");
        if (x != n) o += ',';
        o += std::to_string(x->val);
    }
    o += ']';
}
void w(std::string& o, TreeNode* root) {
    std::vector<TreeNode*> queue{root};
    std::unordered_set<TreeNode*> seen;
    size_t last = 0;
    for (size_t q = 0; q < queue.size(); q++) {
        if (!queue[q]) continue;
        if (!seen.insert(queue[q]).second) throw std::runtime_error("Found cycle in the TreeNode");
        last = q;
        queue.push_back(queue[q]->left);
        queue.push_back(queue[q]->right);
    }
    o += '[';
    for (size_t q = 0; root && q <= last; q++) o += (q ? "," : "") + (queue[q] ? std::to_string(queue[q]->val) : std::string("null"));
    o += ']';
}
std::string demangle(const char* name) {
    int status = 0;
    char* text = abi::__cxa_demangle(name, nullptr, nullptr, &status);
    std::string out = status == 0 && text ? text : name;
    std::free(text);
    return out;
}
std::string describe() {
    try { throw; }
    catch (const std::exception& e) { return demangle(typeid(e).name()) + ": " + e.what(); }
    catch (const std::string& s) { return "exception: " + s; }
    catch (const char* s) { return std::string("exception: ") + s; }
    catch (...) {
        std::type_info* t = abi::__cxa_current_exception_type();
        return "unknown exception" + (t ? " of type " + demangle(t->name()) : std::string());
    }
}
/*
 * The learner's output is captured without touching file descriptors: C stdio goes through the
 * stdout pointer, swapped for an in-memory stream, and std::cout gets a buffer that forwards there.
 */
struct ForwardBuf : std::streambuf {
    FILE* f = nullptr;
    int overflow(int c) override { if (c != EOF) std::fputc(c, f); return c; }
    std::streamsize xsputn(const char* s, std::streamsize n) override { return (std::streamsize)std::fwrite(s, 1, (size_t)n, f); }
};
FILE* results = nullptr;
FILE* capture = nullptr;
char* captured = nullptr;
size_t capturedSize = 0;
ForwardBuf forward;
std::streambuf* coutBuf = nullptr;
std::string mark;
void begin() {
    std::cout.flush();
    std::fflush(results);
    capture = open_memstream(&captured, &capturedSize);
    if (!capture) return;
    forward.f = capture;
    coutBuf = std::cout.rdbuf(&forward);
    stdout = capture;
}
std::string end() {
    if (!capture) return "";
    std::cout.flush();
    std::cout.rdbuf(coutBuf);
    stdout = results;
    std::fclose(capture);
    capture = nullptr;
    std::string s(captured, std::min<size_t>(capturedSize, CAP));
    if (capturedSize > CAP) s += "\n... output truncated";
    std::free(captured);
    captured = nullptr;
    return s;
}
double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
void emit(const std::string& line) { std::fputs((mark + line + "\n").c_str(), results); std::fflush(results); }
}  // namespace judge_
`;

/** LeetCode's implicit C++ context: every standard header and `using namespace std`. */
const CPP_CONTEXT = "#include <bits/stdc++.h>\nusing namespace std;\n";

/**
 * What every judged C++ program starts with, verbatim: LeetCode's context, its node types and the
 * judge's declarations. The engine precompiles it once (a header with an include guard, so the
 * copy the program starts with is skipped when the header is loaded).
 */
export const CPP_JUDGE_PRELUDE = [
  "#ifndef CP_JUDGE_PRELUDE",
  "#define CP_JUDGE_PRELUDE",
  CPP_CONTEXT.trimEnd(),
  nodeDefinition("cpp", "ListNode"),
  nodeDefinition("cpp", "TreeNode"),
  DECLARATIONS.trimEnd(),
  "#endif",
  "",
].join("\n");

/** The judge's definitions as a file of their own, compiled once with the prelude and linked into every judged program. */
export const CPP_JUDGE_RUNTIME = `${CPP_JUDGE_PRELUDE}${DEFINITIONS}`;

/** The C++ expression converting JSON value `expr` to a parameter of `type`. */
function convert(type: TSignatureType, expr: string): string {
  const inner = elementType(type);
  if (inner) {
    const lambda = `[](const judge_::J& x) { return ${convert(inner, "x")}; }`;
    return `judge_::toVec<${cppType(inner, false)}>(${expr}, ${lambda})`;
  }
  const names: Record<string, string> = {
    int: "toInt",
    long: "toLong",
    double: "toDouble",
    bool: "toBool",
    string: "toStr",
    char: "toChar",
    ListNode: "toList",
    TreeNode: "toTree",
  };
  return `judge_::${names[type]}(${expr})`;
}

function mainFunction(signature: TSignature): string {
  const decls = signature.params.map(
    (p, k) => `            ${cppType(p.type, false)} a${k} = ${convert(p.type, `A[${k}]`)};`,
  );
  const args = signature.params.map((_, k) => `a${k}`).join(", ");
  // A scalar result is converted to the declared return type, as LeetCode's driver does (an int
  // returned where bool is declared reads as true/false); containers keep the learner's own type.
  const resultType = arrayDepth(signature.returns) === 0 ? cppType(signature.returns, false) : "auto";
  return `
int main() {
    std::string input;
    char chunk[65536];
    for (size_t got; (got = std::fread(chunk, 1, sizeof chunk, stdin)) > 0;) input.append(chunk, got);
    size_t nl = input.find('\\n');
    judge_::mark = "\\x1e" + input.substr(0, nl) + " ";
    judge_::Reader reader{input.c_str() + nl + 1};
    judge_::J tests = reader.read();
    judge_::results = stdout;
    for (size_t i = 0; i < tests.a.size(); i++) {
        const std::vector<judge_::J>& A = tests.a[i].a;
        std::string res = "{\\"i\\":" + std::to_string(i);
        judge_::begin();
        double t0 = judge_::now(), t1 = -1;
        try {
${decls.join("\n")}
            Solution* solution = new Solution();
            t0 = judge_::now();
            ${resultType} r = solution->${signature.name}(${args});
            t1 = judge_::now();
            delete solution;
            std::string v;
            judge_::w(v, r);
            res += ",\\"v\\":" + v;
        } catch (...) {
            if (t1 < 0) t1 = judge_::now();
            res += ",\\"e\\":" + judge_::quote(judge_::describe());
        }
        std::string printed = judge_::end();
        char t[32];
        std::snprintf(t, sizeof t, "%.4f", t1 - t0);
        judge_::emit(res + ",\\"o\\":" + judge_::quote(printed) + ",\\"t\\":" + t + "}");
    }
    return 0;
}
`;
}

/** C++: the prelude (LeetCode's headers, node types, the judge's declarations), then the learner's code under #line 1 "solution.cpp". */
export function generateCppProgram(signature: TSignature, code: string): GeneratedProgram {
  const hidden = `#line 1 "driver.cpp"\n#ifndef CP_JUDGE_RUNTIME_LINKED\n${DEFINITIONS}#endif\n${mainFunction(signature)}`;
  return { source: `${CPP_JUDGE_PRELUDE}#line 1 "solution.cpp"\n${code}\n${hidden}`, learnerLineOffset: 0 };
}
