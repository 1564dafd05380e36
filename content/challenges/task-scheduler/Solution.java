class Solution {
    public int leastInterval(char[] tasks, int n) {
        // The most frequent letters fix the frame: (top - 1) full blocks of n + 1 slots, then one
        // slot per letter that reaches the top count. With enough other tasks, no idle is needed.
        int[] counts = new int[26];
        for (char t : tasks) counts[t - 'A']++;
        int top = 0, atTop = 0;
        for (int c : counts) {
            if (c > top) {
                top = c;
                atTop = 1;
            } else if (c == top) {
                atTop++;
            }
        }
        return Math.max(tasks.length, (top - 1) * (n + 1) + atTop);
    }
}
