class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> counts;
        for (int x : nums) counts[x]++;
        // Bucket sort by frequency: a count is at most nums.size(), so this is linear.
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [value, count] : counts) buckets[count].push_back(value);
        vector<int> result;
        for (int c = nums.size(); c > 0 && (int)result.size() < k; c--) {
            for (int value : buckets[c]) {
                result.push_back(value);
                if ((int)result.size() == k) break;
            }
        }
        return result;
    }
};
