public class Solution {
    public bool IsIsogram(string phrase) {
        bool[] seen = new bool[26];
        foreach (char raw in phrase) {
            char ch = char.ToLowerInvariant(raw);
            // Only letters count; spaces and hyphens may repeat freely.
            if (ch < 'a' || ch > 'z') continue;
            if (seen[ch - 'a']) return false;
            seen[ch - 'a'] = true;
        }
        return true;
    }
}
