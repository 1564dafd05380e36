class Solution {
public:
    int shipWithinDays(vector<int>& weights, int days) {
        // A larger ship never needs more days: binary search the smallest capacity that fits.
        int lo = *max_element(weights.begin(), weights.end());
        int hi = accumulate(weights.begin(), weights.end(), 0);
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            // Load packages in order; start a new day when the next one does not fit.
            int count = 1, load = 0;
            for (int w : weights) {
                if (load + w > mid) {
                    count++;
                    load = 0;
                }
                load += w;
            }
            if (count <= days) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
