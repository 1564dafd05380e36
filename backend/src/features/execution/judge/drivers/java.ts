import type { TSignature } from "@cp/contracts";
import { nodeDefinition } from "../definitions";
import { type GeneratedProgram, MAX_TEST_OUTPUT, quote, signatureLiterals } from "./protocol";

/** LeetCode's implicit Java imports. They share line 1 with the learner's code (see below). */
const IMPORTS =
  "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; " +
  "import java.util.concurrent.*; import java.util.concurrent.atomic.*; import java.util.regex.*; " +
  "import java.text.*; import java.io.*; ";

/** javafx.util.Pair as LeetCode's Java offers it (the JDK here has no JavaFX). */
const PAIR = `class Pair<K, V> implements java.io.Serializable {
    private final K key;
    private final V value;
    public Pair(K key, V value) { this.key = key; this.value = value; }
    public K getKey() { return key; }
    public V getValue() { return value; }
    @Override public String toString() { return key + "=" + value; }
    @Override public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }
    @Override public boolean equals(Object o) {
        return o instanceof Pair<?, ?> p && Objects.equals(key, p.key) && Objects.equals(value, p.value);
    }
}`;

/**
 * The hidden Main class. It calls the learner's method through reflection, once per test, so the
 * parameters may be declared as LeetCode's arrays or as List<...> (LeetCode uses both), and any
 * return shape (arrays, lists, sets, boxed values, nodes) serializes.
 */
const RUNTIME = String.raw`
public class Main {
    static java.io.OutputStream out;
    static String mark;

    public static void main(String[] argv) throws Exception {
        String in = new String(System.in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        int nl = in.indexOf('\n');
        mark = "\u001e" + in.substring(0, nl) + " ";
        out = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        List<?> tests = (List<?>) new Json(in, nl + 1).read();
        java.lang.reflect.Method method = null;
        for (java.lang.reflect.Method m : Solution.class.getDeclaredMethods())
            if (m.getName().equals(NAME) && m.getParameterCount() == TYPES.length) method = m;
        if (method == null) {
            emit(new StringBuilder("{\"fatal\":").append(str("class Solution has no method " + NAME + " with " + TYPES.length + " parameters")).append('}'));
            System.exit(0);
        }
        method.setAccessible(true);
        java.lang.reflect.Type[] params = method.getGenericParameterTypes();
        java.io.PrintStream realOut = System.out;
        for (int i = 0; i < tests.size(); i++) {
            List<?> args = (List<?>) tests.get(i);
            StringBuilder res = new StringBuilder("{\"i\":").append(i);
            java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
            long t0 = System.nanoTime(), t1 = -1;
            try {
                Object[] call = new Object[TYPES.length];
                for (int k = 0; k < call.length; k++) call[k] = convert(args.get(k), TYPES[k], params[k]);
                System.setOut(new java.io.PrintStream(printed, false, "UTF-8"));
                Object r;
                try {
                    Solution solution = new Solution();
                    t0 = System.nanoTime();
                    r = method.invoke(solution, call);
                } finally {
                    t1 = System.nanoTime();
                    System.out.flush();
                    System.setOut(realOut);
                }
                StringBuilder v = new StringBuilder();
                write(v, r);
                res.append(",\"v\":").append(v);
            } catch (Throwable e) {
                if (e instanceof java.lang.reflect.InvocationTargetException && e.getCause() != null) e = e.getCause();
                res.append(",\"e\":").append(str(describe(e)));
                if (e instanceof OutOfMemoryError) res.append(",\"k\":\"mem\"");
            }
            if (t1 < 0) t1 = System.nanoTime();
            String o = printed.toString("UTF-8");
            if (o.length() > CAP) o = o.substring(0, CAP) + "\n... output truncated";
            res.append(",\"o\":").append(str(o)).append(",\"t\":").append((t1 - t0) / 1e6).append('}');
            emit(res);
        }
        System.exit(0);
    }

    static void emit(StringBuilder line) throws java.io.IOException {
        out.write((mark + line + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        out.flush();
    }

    static String describe(Throwable e) {
        StringBuilder s = new StringBuilder(e.toString());
        int shown = 0;
        for (StackTraceElement f : e.getStackTrace()) {
            if (shown < 3 && "Main.java".equals(f.getFileName()) && f.getLineNumber() > 0 && f.getLineNumber() <= LEARNER_LINES) {
                s.append("\n  at line ").append(f.getLineNumber()).append(", ").append(f.getClassName()).append('.').append(f.getMethodName());
                shown++;
            }
        }
        return s.toString();
    }

    static Object convert(Object v, String t, java.lang.reflect.Type target) {
        switch (t) {
            // A learner may widen a parameter (long for int, double for long): convert to what they declared.
            case "int": case "long": case "double": {
                Number n = (Number) v;
                if (target == long.class || target == Long.class) return n.longValue();
                if (target == double.class || target == Double.class) return n.doubleValue();
                return t.equals("int") ? (Object) n.intValue() : t.equals("long") ? (Object) n.longValue() : (Object) n.doubleValue();
            }
            case "bool": case "string": return v;
            case "char": return ((String) v).charAt(0);
            case "ListNode": {
                ListNode head = null;
                List<?> a = v == null ? List.of() : (List<?>) v;
                for (int i = a.size() - 1; i >= 0; i--) head = new ListNode(((Number) a.get(i)).intValue(), head);
                return head;
            }
            case "TreeNode": return tree((List<?>) v);
        }
        List<?> a = (List<?>) v;
        String inner = t.substring(0, t.length() - 2);
        Class<?> raw = target instanceof Class<?> c ? c
            : target instanceof java.lang.reflect.ParameterizedType p ? (Class<?>) p.getRawType() : Object.class;
        if (raw == int[].class) {
            int[] arr = new int[a.size()];
            for (int i = 0; i < arr.length; i++) arr[i] = ((Number) a.get(i)).intValue();
            return arr;
        }
        if (raw.isArray()) {
            Class<?> component = raw.getComponentType();
            Object arr = java.lang.reflect.Array.newInstance(component, a.size());
            for (int i = 0; i < a.size(); i++) java.lang.reflect.Array.set(arr, i, convert(a.get(i), inner, component));
            return arr;
        }
        java.lang.reflect.Type element = target instanceof java.lang.reflect.ParameterizedType p
            ? p.getActualTypeArguments()[0] : Object.class;
        ArrayList<Object> list = new ArrayList<>(a.size());
        for (Object x : a) list.add(convert(x, inner, element));
        return list;
    }

    static TreeNode tree(List<?> v) {
        if (v == null || v.isEmpty() || v.get(0) == null) return null;
        TreeNode root = new TreeNode(((Number) v.get(0)).intValue());
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int i = 1;
        while (!queue.isEmpty() && i < v.size()) {
            TreeNode parent = queue.poll();
            if (v.get(i) != null) queue.add(parent.left = new TreeNode(((Number) v.get(i)).intValue()));
            i++;
            if (i < v.size() && v.get(i) != null) queue.add(parent.right = new TreeNode(((Number) v.get(i)).intValue()));
            i++;
        }
        return root;
    }

    static void write(StringBuilder b, Object o) {
        if (o == null) b.append("null");
        else if (o instanceof Double || o instanceof Float) {
            double d = ((Number) o).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) b.append('"').append(d).append('"');
            else b.append(d);
        } else if (o instanceof Number || o instanceof Boolean) b.append(o);
        else if (o instanceof String || o instanceof Character) b.append(str(o.toString()));
        else if (o instanceof ListNode) {
            IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
            b.append('[');
            for (ListNode n = (ListNode) o; n != null; n = n.next) {
                if (seen.put(n, true) != null) throw new IllegalStateException("Found cycle in the ListNode");
                if (n != o) b.append(',');
                b.append(n.val);
            }
            b.append(']');
        } else if (o instanceof TreeNode) {
            IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
            ArrayList<TreeNode> queue = new ArrayList<>();
            queue.add((TreeNode) o);
            int last = 0;
            for (int q = 0; q < queue.size(); q++) {
                TreeNode n = queue.get(q);
                if (n == null) continue;
                if (seen.put(n, true) != null) throw new IllegalStateException("Found cycle in the TreeNode");
                last = q;
                queue.add(n.left);
                queue.add(n.right);
            }
            b.append('[');
            for (int q = 0; q <= last; q++) {
                if (q > 0) b.append(',');
                TreeNode n = queue.get(q);
                b.append(n == null ? "null" : String.valueOf(n.val));
            }
            b.append(']');
        } else if (o.getClass().isArray()) {
            b.append('[');
            for (int i = 0, n = java.lang.reflect.Array.getLength(o); i < n; i++) {
                if (i > 0) b.append(',');
                write(b, java.lang.reflect.Array.get(o, i));
            }
            b.append(']');
        } else if (o instanceof Iterable<?> it) {
            b.append('[');
            boolean first = true;
            for (Object x : it) {
                if (!first) b.append(',');
                first = false;
                write(b, x);
            }
            b.append(']');
        } else throw new IllegalArgumentException("cannot return a value of type " + o.getClass().getName());
    }

    /** A JSON string literal in ASCII, since the sandbox's default charset may not be UTF-8. */
    static String str(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\n') b.append("\\n");
            else if (c < 0x20 || c >= 0x7f) {
                String hex = Integer.toHexString(c);
                b.append("\\u0000", 0, 6 - hex.length()).append(hex);
            }
            else b.append(c);
        }
        return b.append('"').toString();
    }

    /** Just enough JSON for test inputs: arrays, strings, numbers, booleans and null. */
    static final class Json {
        final String s;
        int p;
        Json(String s, int p) { this.s = s; this.p = p; }
        void skip() { while (p < s.length() && s.charAt(p) <= ' ') p++; }
        Object read() {
            skip();
            char c = s.charAt(p);
            if (c == '[') {
                p++;
                ArrayList<Object> a = new ArrayList<>();
                skip();
                if (s.charAt(p) == ']') { p++; return a; }
                while (true) {
                    a.add(read());
                    skip();
                    if (s.charAt(p++) == ']') return a;
                }
            }
            if (c == '"') {
                StringBuilder b = new StringBuilder();
                for (p++; ; ) {
                    char d = s.charAt(p++);
                    if (d == '"') return b.toString();
                    if (d != '\\') { b.append(d); continue; }
                    char e = s.charAt(p++);
                    switch (e) {
                        case 'n': b.append('\n'); break;
                        case 't': b.append('\t'); break;
                        case 'r': b.append('\r'); break;
                        case 'b': b.append('\b'); break;
                        case 'f': b.append('\f'); break;
                        case 'u': b.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); p += 4; break;
                        default: b.append(e);
                    }
                }
            }
            if (c == 't') { p += 4; return Boolean.TRUE; }
            if (c == 'f') { p += 5; return Boolean.FALSE; }
            if (c == 'n') { p += 4; return null; }
            int start = p;
            boolean real = false;
            while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) {
                if (".eE".indexOf(s.charAt(p)) >= 0) real = true;
                p++;
            }
            String num = s.substring(start, p);
            return real ? (Object) Double.valueOf(num) : (Object) Long.valueOf(num);
        }
    }
}
`;

/** Top-level `public` types cannot live in Main.java; LeetCode code often says `public class Solution`. */
function relaxPublicTypes(code: string): string {
  return (
    code
      .replace(/^package\s+[\w.]+\s*;/gm, "")
      // javafx.util.Pair is provided in the file itself (see PAIR).
      .replace(/^import\s+javafx\.util\.(?:Pair|\*)\s*;/gm, "")
      .replace(/^public\s+((?:final\s+|abstract\s+)*(?:class|interface|enum|record)\s+(?!Main\b))/gm, "$1")
  );
}

/**
 * Java: LeetCode's imports share the learner's first line, so the learner's own imports still come
 * before any type declaration and every line keeps its number (compiler messages need no mapping).
 */
export function generateJavaProgram(signature: TSignature, code: string): GeneratedProgram {
  const { name, types } = signatureLiterals(signature);
  const learner = relaxPublicTypes(code);
  const constants = [
    `    static final String NAME = ${quote(name)};`,
    `    static final String[] TYPES = {${types.map((t) => quote(t)).join(", ")}};`,
    `    static final int LEARNER_LINES = ${learner.split("\n").length};`,
    `    static final int CAP = ${MAX_TEST_OUTPUT};`,
  ].join("\n");
  const main = RUNTIME.replace("public class Main {\n", `public class Main {\n${constants}\n`);
  const ownPair = /\b(?:class|record|interface|enum)\s+Pair\b/.test(learner);
  const pair = /\bPair\b/.test(learner) && !ownPair ? `\n${PAIR}` : "";
  const definitions = `${nodeDefinition("java", "ListNode")}\n${nodeDefinition("java", "TreeNode")}${pair}`;
  return { source: `${IMPORTS}${learner}\n${definitions}\n${main}`, learnerLineOffset: 0 };
}
