class Solution {
public:
    vector<double> medianSlidingWindow(vector<int>& nums, int k) {
        // low holds the smaller half of the window (one extra when k is odd), high the larger half.
        multiset<int> low, high;
        vector<double> result;
        auto rebalance = [&]() {
            while (low.size() > high.size() + 1) {
                high.insert(*low.rbegin());
                low.erase(prev(low.end()));
            }
            while (low.size() < high.size()) {
                low.insert(*high.begin());
                high.erase(high.begin());
            }
        };
        for (int i = 0; i < (int)nums.size(); i++) {
            if (low.empty() || nums[i] <= *low.rbegin()) low.insert(nums[i]);
            else high.insert(nums[i]);
            if (i >= k) {
                int out = nums[i - k];
                // Every value of low is <= every value of high, so out is in low when out <= max(low).
                if (out <= *low.rbegin()) low.erase(low.find(out));
                else high.erase(high.find(out));
            }
            rebalance();
            if (i >= k - 1) {
                if (k % 2) result.push_back((double)*low.rbegin());
                else result.push_back(((double)*low.rbegin() + (double)*high.begin()) / 2.0);
            }
        }
        return result;
    }
};
