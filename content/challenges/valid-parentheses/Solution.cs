public class Solution {
    public bool IsValid(string s) {
        var stack = new Stack<char>();
        foreach (char ch in s) {
            if (ch == '(' || ch == '[' || ch == '{') {
                stack.Push(ch);
                continue;
            }
            // A closer must match the most recent opener still waiting.
            char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
            if (stack.Count == 0 || stack.Pop() != want) return false;
        }
        return stack.Count == 0;
    }
}
