public class Solution {
    public string DecodeString(string s) {
        // Each '[' saves the text built so far and the repeat count; ']' expands and restores.
        var stack = new Stack<(StringBuilder, int)>();
        var current = new StringBuilder();
        int count = 0;
        foreach (char ch in s) {
            if (char.IsDigit(ch)) {
                count = count * 10 + (ch - '0');
            } else if (ch == '[') {
                stack.Push((current, count));
                current = new StringBuilder();
                count = 0;
            } else if (ch == ']') {
                var (outer, times) = stack.Pop();
                string inner = current.ToString();
                for (int i = 0; i < times; i++) outer.Append(inner);
                current = outer;
            } else {
                current.Append(ch);
            }
        }
        return current.ToString();
    }
}
