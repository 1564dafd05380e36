class Solution {
    public boolean isValid(String s) {
        Deque<Character> stack = new ArrayDeque<>();
        for (char ch : s.toCharArray()) {
            if (ch == '(' || ch == '[' || ch == '{') {
                stack.push(ch);
                continue;
            }
            // A closer must match the most recent opener still waiting.
            char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
            if (stack.isEmpty() || stack.pop() != want) return false;
        }
        return stack.isEmpty();
    }
}
