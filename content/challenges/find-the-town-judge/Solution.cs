public class Solution {
    public int FindJudge(int n, int[][] trust) {
        // score = trusted-by count minus trusts-someone count; only the judge reaches n - 1.
        int[] score = new int[n + 1];
        foreach (int[] t in trust) {
            score[t[0]]--;
            score[t[1]]++;
        }
        for (int person = 1; person <= n; person++) {
            if (score[person] == n - 1) return person;
        }
        return -1;
    }
}
