class Solution {
public:
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        // Check every interval for every query: O(n * q).
        vector<int> answer;
        for (int q : queries) {
            int best = -1;
            for (auto& iv : intervals) {
                if (iv[0] <= q && q <= iv[1]) {
                    int size = iv[1] - iv[0] + 1;
                    if (best == -1 || size < best) best = size;
                }
            }
            answer.push_back(best);
        }
        return answer;
    }
};
