public class Solution {
    public string LongestCommonPrefix(string[] strs) {
        // Compare column by column against the first string; the shortest string caps the prefix.
        string first = strs[0];
        for (int i = 0; i < first.Length; i++) {
            for (int k = 1; k < strs.Length; k++) {
                if (i >= strs[k].Length || strs[k][i] != first[i]) return first.Substring(0, i);
            }
        }
        return first;
    }
}
