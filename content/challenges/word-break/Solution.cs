public class Solution {
    public bool WordBreak(string s, IList<string> wordDict) {
        var words = new HashSet<string>(wordDict);
        var lengths = new HashSet<int>();
        foreach (string w in wordDict) lengths.Add(w.Length);
        int n = s.Length;
        // ok[i] is true when the first i characters split into dictionary words.
        bool[] ok = new bool[n + 1];
        ok[0] = true;
        for (int i = 1; i <= n; i++) {
            foreach (int len in lengths) {
                if (len <= i && ok[i - len] && words.Contains(s.Substring(i - len, len))) {
                    ok[i] = true;
                    break;
                }
            }
        }
        return ok[n];
    }
}
