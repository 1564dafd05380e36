public class Solution {
    public string MinWindow(string s, string t) {
        int[] need = new int[128];
        foreach (char ch in t) need[ch]++;
        int missing = t.Length;
        int bestStart = 0, bestLen = int.MaxValue, left = 0;
        for (int right = 0; right < s.Length; right++) {
            char ch = s[right];
            if (need[ch] > 0) missing--;
            need[ch]--;
            if (missing == 0) {
                // Shrink from the left while the window still covers t.
                while (need[s[left]] < 0) {
                    need[s[left]]++;
                    left++;
                }
                if (right - left + 1 < bestLen) {
                    bestStart = left;
                    bestLen = right - left + 1;
                }
                need[s[left]]++;
                missing++;
                left++;
            }
        }
        return bestLen == int.MaxValue ? "" : s.Substring(bestStart, bestLen);
    }
}
