class Solution {
public:
    vector<vector<int>> subsetsWithDup(vector<int>& nums) {
        // Sorted, equal values sit together; a subset takes its values in index order.
        vector<int> values(nums);
        sort(values.begin(), values.end());
        vector<vector<int>> result;
        vector<int> chosen;
        extend(values, 0, chosen, result);
        return result;
    }

private:
    void extend(const vector<int>& values, int start, vector<int>& chosen, vector<vector<int>>& result) {
        result.push_back(chosen);  // every prefix of choices is a subset
        for (int i = start; i < (int)values.size(); i++) {
            if (i > start && values[i] == values[i - 1]) continue;  // same value, same subsets
            chosen.push_back(values[i]);
            extend(values, i + 1, chosen, result);
            chosen.pop_back();
        }
    }
};
