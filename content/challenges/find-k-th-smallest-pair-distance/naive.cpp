class Solution {
public:
    int smallestDistancePair(vector<int>& nums, int k) {
        // After sorting, row i holds the distances nums[j] - nums[i] for j > i, already increasing.
        // Merge the rows with a heap and pop the k smallest: O((n + k) log n), k up to n^2 / 2.
        sort(nums.begin(), nums.end());
        int n = nums.size();
        priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<>> heap;
        for (int i = 0; i + 1 < n; i++) heap.emplace(nums[i + 1] - nums[i], i, i + 1);
        for (int t = 1; t < k; t++) {
            auto [d, i, j] = heap.top();
            heap.pop();
            if (j + 1 < n) heap.emplace(nums[j + 1] - nums[i], i, j + 1);
        }
        return get<0>(heap.top());
    }
};
