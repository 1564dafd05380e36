class Solution {
public:
    vector<vector<int>> threeSum(vector<int>& nums) {
        // Every triple of positions, deduplicated with a set of sorted triplets: O(n^3).
        int n = nums.size();
        set<vector<int>> found;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                for (int k = j + 1; k < n; k++)
                    if (nums[i] + nums[j] + nums[k] == 0) {
                        vector<int> t = {nums[i], nums[j], nums[k]};
                        sort(t.begin(), t.end());
                        found.insert(t);
                    }
        return vector<vector<int>>(found.begin(), found.end());
    }
};
