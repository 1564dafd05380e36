import type { TSignature } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { toPascalCase } from "../signature";
import { CSHARP_PRIORITY_QUEUE } from "./csharp-priority-queue";
import { type GeneratedProgram, MAX_TEST_OUTPUT, quote, signatureLiterals } from "./protocol";

/** LeetCode's implicit C# usings. They share line 1 with the learner's code, before its own usings. */
const USINGS =
  "using System; using System.Collections; using System.Collections.Generic; using System.Linq; using System.Text; " +
  "using System.Numerics; using System.Text.RegularExpressions; ";

/**
 * The hidden driver class. It invokes the learner's method through reflection, so parameters may be
 * LeetCode's arrays or IList<...> (LeetCode uses both) and any return shape (arrays, lists, sets,
 * nodes) serializes. Results are written as ASCII JSON straight to the stdout stream.
 */
const RUNTIME = String.raw`
static class JudgeDriver__ {
    static System.IO.Stream output;
    static string mark;

    static int Main() {
        string input;
        using (var reader = new System.IO.StreamReader(Console.OpenStandardInput(), new UTF8Encoding(false))) input = reader.ReadToEnd();
        int nl = input.IndexOf('\n');
        mark = "\u001e" + input.Substring(0, nl) + " ";
        output = Console.OpenStandardOutput();
        var tests = (List<object>) new Json(input, nl + 1).Read();
        System.Reflection.MethodInfo method = null;
        var flags = System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic;
        foreach (var m in typeof(Solution).GetMethods(flags))
            if ((m.Name == NAME || m.Name == CAMEL_NAME) && m.GetParameters().Length == TYPES.Length) method = m;
        if (method == null) {
            Emit("{\"fatal\":" + Str("class Solution has no method " + NAME + " with " + TYPES.Length + " parameters") + "}");
            return 0;
        }
        var parameters = method.GetParameters();
        var realOut = Console.Out;
        for (int i = 0; i < tests.Count; i++) {
            var args = (List<object>) tests[i];
            var res = new StringBuilder("{\"i\":").Append(i);
            var printed = new System.IO.StringWriter();
            var clock = new System.Diagnostics.Stopwatch();
            try {
                var call = new object[TYPES.Length];
                for (int k = 0; k < call.Length; k++) call[k] = Convert(args[k], TYPES[k], parameters[k].ParameterType);
                Console.SetOut(printed);
                object r;
                try {
                    var solution = new Solution();
                    clock.Start();
                    r = method.Invoke(solution, call);
                } finally {
                    clock.Stop();
                    Console.SetOut(realOut);
                }
                var v = new StringBuilder();
                Write(v, r);
                res.Append(",\"v\":").Append(v);
            } catch (Exception e) {
                if (e is System.Reflection.TargetInvocationException && e.InnerException != null) e = e.InnerException;
                res.Append(",\"e\":").Append(Str(Describe(e)));
                if (e is OutOfMemoryException) res.Append(",\"k\":\"mem\"");
            }
            string o = printed.ToString();
            if (o.Length > CAP) o = o.Substring(0, CAP) + "\n... output truncated";
            res.Append(",\"o\":").Append(Str(o)).Append(",\"t\":");
            res.Append((clock.ElapsedTicks * 1000.0 / System.Diagnostics.Stopwatch.Frequency).ToString("R", System.Globalization.CultureInfo.InvariantCulture));
            Emit(res.Append('}').ToString());
        }
        return 0;
    }

    static void Emit(string line) {
        var bytes = Encoding.ASCII.GetBytes(mark + line + "\n");
        output.Write(bytes, 0, bytes.Length);
        output.Flush();
    }

    static string Describe(Exception e) {
        var text = new StringBuilder(e.GetType().FullName).Append(": ").Append(e.Message);
        var frames = new System.Diagnostics.StackTrace(e, true).GetFrames() ?? new System.Diagnostics.StackFrame[0];
        int shown = 0;
        foreach (var f in frames) {
            var m = f.GetMethod();
            if (shown >= 3 || m == null || m.DeclaringType == null || m.DeclaringType.Assembly != typeof(Solution).Assembly || m.DeclaringType == typeof(JudgeDriver__)) continue;
            text.Append("\n  at ").Append(m.DeclaringType.Name).Append('.').Append(m.Name);
            int line = f.GetFileLineNumber();
            if (line > 0 && line <= LEARNER_LINES) text.Append(" (line ").Append(line).Append(')');
            shown++;
        }
        return text.ToString();
    }

    static object Convert(object v, string t, Type target) {
        switch (t) {
            // A learner may widen a parameter (long for int, double for long): convert to what they declared.
            case "int": case "long": case "double":
                var numeric = target.IsPrimitive ? target : t == "int" ? typeof(int) : t == "long" ? typeof(long) : typeof(double);
                return System.Convert.ChangeType(v, numeric, System.Globalization.CultureInfo.InvariantCulture);
            case "bool": case "string": return v;
            case "char": return ((string) v)[0];
            case "ListNode": {
                ListNode head = null;
                var a = v as List<object> ?? new List<object>();
                for (int i = a.Count - 1; i >= 0; i--) head = new ListNode((int) (long) a[i], head);
                return head;
            }
            case "TreeNode": return Tree(v as List<object>);
        }
        var items = (List<object>) v;
        string inner = t.Substring(0, t.Length - 2);
        if (target == typeof(int[])) {
            var ints = new int[items.Count];
            for (int i = 0; i < ints.Length; i++) ints[i] = (int) (long) items[i];
            return ints;
        }
        if (target.IsArray) {
            var element = target.GetElementType();
            var arr = Array.CreateInstance(element, items.Count);
            for (int i = 0; i < items.Count; i++) arr.SetValue(Convert(items[i], inner, element), i);
            return arr;
        }
        var itemType = target.IsGenericType ? target.GetGenericArguments()[0] : typeof(object);
        var list = (System.Collections.IList) Activator.CreateInstance(typeof(List<>).MakeGenericType(itemType));
        foreach (var x in items) list.Add(Convert(x, inner, itemType));
        if (!target.IsAssignableFrom(list.GetType())) throw new ArgumentException("cannot pass " + t + " as a parameter of type " + target.Name);
        return list;
    }

    static TreeNode Tree(List<object> v) {
        if (v == null || v.Count == 0 || v[0] == null) return null;
        var root = new TreeNode((int) (long) v[0]);
        var queue = new Queue<TreeNode>();
        queue.Enqueue(root);
        int i = 1;
        while (queue.Count > 0 && i < v.Count) {
            var parent = queue.Dequeue();
            if (v[i] != null) queue.Enqueue(parent.left = new TreeNode((int) (long) v[i]));
            i++;
            if (i < v.Count && v[i] != null) queue.Enqueue(parent.right = new TreeNode((int) (long) v[i]));
            i++;
        }
        return root;
    }

    static void Write(StringBuilder b, object o) {
        var inv = System.Globalization.CultureInfo.InvariantCulture;
        if (o == null) b.Append("null");
        else if (o is bool) b.Append((bool) o ? "true" : "false");
        else if (o is string || o is char) b.Append(Str(o.ToString()));
        else if (o is double || o is float) {
            double d = System.Convert.ToDouble(o, inv);
            if (double.IsNaN(d) || double.IsInfinity(d)) b.Append('"').Append(d.ToString(inv)).Append('"');
            else b.Append(d.ToString("R", inv));
        } else if (o is ListNode) {
            var seen = new HashSet<ListNode>();
            b.Append('[');
            for (var n = (ListNode) o; n != null; n = n.next) {
                if (!seen.Add(n)) throw new InvalidOperationException("Found cycle in the ListNode");
                if (n != o) b.Append(',');
                b.Append(n.val.ToString(inv));
            }
            b.Append(']');
        } else if (o is TreeNode) {
            var queue = new List<TreeNode> { (TreeNode) o };
            var seen = new HashSet<TreeNode>();
            int last = 0;
            for (int q = 0; q < queue.Count; q++) {
                var n = queue[q];
                if (n == null) continue;
                if (!seen.Add(n)) throw new InvalidOperationException("Found cycle in the TreeNode");
                last = q;
                queue.Add(n.left);
                queue.Add(n.right);
            }
            b.Append('[');
            for (int q = 0; q <= last; q++) b.Append(q > 0 ? "," : "").Append(queue[q] == null ? "null" : queue[q].val.ToString(inv));
            b.Append(']');
        } else if (o is System.Collections.IEnumerable) {
            b.Append('[');
            bool first = true;
            foreach (var x in (System.Collections.IEnumerable) o) {
                if (!first) b.Append(',');
                first = false;
                Write(b, x);
            }
            b.Append(']');
        } else if (o is IFormattable) b.Append(((IFormattable) o).ToString(null, inv));
        else throw new InvalidOperationException("cannot return a value of type " + o.GetType().Name);
    }

    /** A JSON string literal in ASCII, whatever the sandbox's console encoding. */
    static string Str(string s) {
        var b = new StringBuilder(s.Length + 2).Append('"');
        foreach (char c in s) {
            if (c == '"' || c == '\\') b.Append('\\').Append(c);
            else if (c == '\n') b.Append("\\n");
            else if (c < 0x20 || c >= 0x7f) b.Append("\\u").Append(((int) c).ToString("x4"));
            else b.Append(c);
        }
        return b.Append('"').ToString();
    }

    /** Just enough JSON for test inputs: arrays, strings, numbers, booleans and null. */
    class Json {
        readonly string s;
        int p;
        public Json(string s, int p) { this.s = s; this.p = p; }
        void Skip() { while (p < s.Length && s[p] <= ' ') p++; }
        public object Read() {
            Skip();
            char c = s[p];
            if (c == '[') {
                p++;
                var a = new List<object>();
                Skip();
                if (s[p] == ']') { p++; return a; }
                while (true) {
                    a.Add(Read());
                    Skip();
                    if (s[p++] == ']') return a;
                }
            }
            if (c == '"') {
                var b = new StringBuilder();
                for (p++; ; ) {
                    char d = s[p++];
                    if (d == '"') return b.ToString();
                    if (d != '\\') { b.Append(d); continue; }
                    char e = s[p++];
                    if (e == 'n') b.Append('\n'); else if (e == 't') b.Append('\t'); else if (e == 'r') b.Append('\r');
                    else if (e == 'b') b.Append('\b'); else if (e == 'f') b.Append('\f');
                    else if (e == 'u') { b.Append((char) System.Convert.ToInt32(s.Substring(p, 4), 16)); p += 4; }
                    else b.Append(e);
                }
            }
            if (c == 't') { p += 4; return true; }
            if (c == 'f') { p += 5; return false; }
            if (c == 'n') { p += 4; return null; }
            int start = p;
            bool real = false;
            while (p < s.Length && "+-0123456789.eE".IndexOf(s[p]) >= 0) { if (".eE".IndexOf(s[p]) >= 0) real = true; p++; }
            string num = s.Substring(start, p - start);
            var inv = System.Globalization.CultureInfo.InvariantCulture;
            return real ? (object) double.Parse(num, inv) : (object) long.Parse(num, inv);
        }
    }
}
`;

/**
 * C#: LeetCode's usings share the learner's first line, so the learner's own `using` lines still
 * precede every declaration and each line keeps its number (no mapping needed).
 */
export function generateCSharpProgram(signature: TSignature, code: string): GeneratedProgram {
  const constants = [
    `    const string NAME = ${quote(toPascalCase(signature.name))};`,
    `    const string CAMEL_NAME = ${quote(signature.name)};`,
    `    static readonly string[] TYPES = {${signatureLiterals(signature)
      .types.map((t) => quote(t))
      .join(", ")}};`,
    `    const int LEARNER_LINES = ${code.split("\n").length};`,
    `    const int CAP = ${MAX_TEST_OUTPUT};`,
  ].join("\n");
  const driver = RUNTIME.replace("static class JudgeDriver__ {\n", `static class JudgeDriver__ {\n${constants}\n`);
  const definitions = `${nodeDefinition("csharp", "ListNode")}\n${nodeDefinition("csharp", "TreeNode")}`;
  const ownQueue = /\b(?:class|struct|interface)\s+PriorityQueue\b/.test(code);
  const queue = /\bPriorityQueue\s*</.test(code) && !ownQueue ? `\n${CSHARP_PRIORITY_QUEUE}` : "";
  return { source: `${USINGS}${code}\n${definitions}\n${driver}${queue}`, learnerLineOffset: 0 };
}
