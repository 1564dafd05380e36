class Solution {
public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        // Pick values in non-decreasing order (an index that never moves back), so each multiset appears once.
        vector<int> values(candidates);
        sort(values.begin(), values.end());
        vector<vector<int>> result;
        vector<int> chosen;
        search(values, 0, target, chosen, result);
        return result;
    }

private:
    void search(const vector<int>& values, int start, int remaining, vector<int>& chosen,
                vector<vector<int>>& result) {
        if (remaining == 0) {
            result.push_back(chosen);
            return;
        }
        for (int i = start; i < (int)values.size(); i++) {
            if (values[i] > remaining) break;  // sorted: every later value is too large as well
            chosen.push_back(values[i]);
            search(values, i, remaining - values[i], chosen, result);  // i again: values may repeat
            chosen.pop_back();
        }
    }
};
