class Solution {
public:
    int constrainedSubsetSum(vector<int>& nums, int k) {
        // best[i] = nums[i] + max(0, largest best[j] among the k indices before i). The deque keeps
        // those indices with decreasing best values, so its front is the window's maximum.
        int n = nums.size();
        vector<int> best(n);
        deque<int> window;
        int answer = nums[0];
        for (int i = 0; i < n; i++) {
            if (!window.empty() && window.front() < i - k) window.pop_front();
            int gain = window.empty() ? 0 : best[window.front()];
            best[i] = nums[i] + max(gain, 0);
            answer = max(answer, best[i]);
            while (!window.empty() && best[window.back()] <= best[i]) window.pop_back();
            window.push_back(i);
        }
        return answer;
    }
};
