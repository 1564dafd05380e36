class Solution {
public:
    int shortestSubarray(vector<int>& nums, int k) {
        int n = nums.size();
        // prefix[r] - prefix[l] is the sum of nums[l..r-1]; the deque keeps starts with increasing prefix sums.
        vector<long long> prefix(n + 1, 0);
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + nums[i];
        deque<int> starts;
        int best = n + 1;
        for (int r = 0; r <= n; r++) {
            while (!starts.empty() && prefix[r] - prefix[starts.front()] >= k) {
                best = min(best, r - starts.front());
                starts.pop_front();
            }
            while (!starts.empty() && prefix[starts.back()] >= prefix[r]) starts.pop_back();
            starts.push_back(r);
        }
        return best <= n ? best : -1;
    }
};
