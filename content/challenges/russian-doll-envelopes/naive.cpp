class Solution {
public:
    int maxEnvelopes(vector<vector<int>>& envelopes) {
        // Sort, then for every envelope look at every smaller-indexed one: O(n^2) pairs.
        sort(envelopes.begin(), envelopes.end());
        int n = envelopes.size();
        vector<int> w(n), h(n), best(n, 1);
        for (int i = 0; i < n; i++) {
            w[i] = envelopes[i][0];
            h[i] = envelopes[i][1];
        }
        int answer = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++)
                if (w[j] < w[i] && h[j] < h[i]) best[i] = max(best[i], best[j] + 1);
            answer = max(answer, best[i]);
        }
        return answer;
    }
};
