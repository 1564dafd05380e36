class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> words = new HashSet<>(wordDict);
        Set<Integer> lengths = new HashSet<>();
        for (String w : wordDict) lengths.add(w.length());
        int n = s.length();
        // ok[i] is true when the first i characters split into dictionary words.
        boolean[] ok = new boolean[n + 1];
        ok[0] = true;
        for (int i = 1; i <= n; i++) {
            for (int len : lengths) {
                if (len <= i && ok[i - len] && words.contains(s.substring(i - len, i))) {
                    ok[i] = true;
                    break;
                }
            }
        }
        return ok[n];
    }
}
