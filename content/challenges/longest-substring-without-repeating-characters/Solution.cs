public class Solution {
    public int LengthOfLongestSubstring(string s) {
        int[] last = new int[128];
        Array.Fill(last, -1);
        int start = 0, best = 0;
        for (int i = 0; i < s.Length; i++) {
            char ch = s[i];
            // Jump the window's start past the previous copy of ch, never backwards.
            if (last[ch] >= start) start = last[ch] + 1;
            last[ch] = i;
            best = Math.Max(best, i - start + 1);
        }
        return best;
    }
}
