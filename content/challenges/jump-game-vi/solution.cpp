class Solution {
public:
    int maxResult(vector<int>& nums, int k) {
        // best[i] = nums[i] + the largest best[j] over the previous k indices. The deque keeps those
        // indices with decreasing best values, so its front is the maximum of the window.
        int n = nums.size();
        vector<int> best(n);
        best[0] = nums[0];
        deque<int> window = {0};
        for (int i = 1; i < n; i++) {
            if (window.front() < i - k) window.pop_front();
            best[i] = best[window.front()] + nums[i];
            while (!window.empty() && best[window.back()] <= best[i]) window.pop_back();
            window.push_back(i);
        }
        return best[n - 1];
    }
};
