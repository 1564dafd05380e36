class Solution {
    public String decodeString(String s) {
        // Each '[' saves the text built so far and the repeat count; ']' expands and restores.
        Deque<StringBuilder> texts = new ArrayDeque<>();
        Deque<Integer> counts = new ArrayDeque<>();
        StringBuilder current = new StringBuilder();
        int count = 0;
        for (char ch : s.toCharArray()) {
            if (Character.isDigit(ch)) {
                count = count * 10 + (ch - '0');
            } else if (ch == '[') {
                texts.push(current);
                counts.push(count);
                current = new StringBuilder();
                count = 0;
            } else if (ch == ']') {
                StringBuilder outer = texts.pop();
                int times = counts.pop();
                for (int i = 0; i < times; i++) outer.append(current);
                current = outer;
            } else {
                current.append(ch);
            }
        }
        return current.toString();
    }
}
