class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
        // The hours needed only go down as the speed goes up: binary search the smallest speed that fits.
        int lo = 1, hi = *max_element(piles.begin(), piles.end());  // at speed max every pile takes one hour
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long long hours = 0;  // can exceed 2^31 at low speeds
            for (int p : piles) hours += (p + (long long)mid - 1) / mid;
            if (hours <= h) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
