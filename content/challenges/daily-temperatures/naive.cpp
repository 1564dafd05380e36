class Solution {
public:
    vector<int> dailyTemperatures(vector<int>& temperatures) {
        // For each day, scan forward until a warmer day: O(n^2) when warmer days are far or absent.
        int n = temperatures.size();
        vector<int> answer(n, 0);
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                if (temperatures[j] > temperatures[i]) {
                    answer[i] = j - i;
                    break;
                }
            }
        }
        return answer;
    }
};
