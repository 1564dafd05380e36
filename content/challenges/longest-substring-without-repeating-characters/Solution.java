class Solution {
    public int lengthOfLongestSubstring(String s) {
        int[] last = new int[128];
        Arrays.fill(last, -1);
        int start = 0, best = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            // Jump the window's start past the previous copy of ch, never backwards.
            if (last[ch] >= start) start = last[ch] + 1;
            last[ch] = i;
            best = Math.max(best, i - start + 1);
        }
        return best;
    }
}
