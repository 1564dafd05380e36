class Solution {
public:
    int findJudge(int n, vector<vector<int>>& trust) {
        // score = trusted-by count minus trusts-someone count; only the judge reaches n - 1.
        vector<int> score(n + 1, 0);
        for (auto& t : trust) {
            score[t[0]]--;
            score[t[1]]++;
        }
        for (int person = 1; person <= n; person++) {
            if (score[person] == n - 1) return person;
        }
        return -1;
    }
};
