class Solution {
public:
    int minDays(vector<int>& bloomDay, int m, int k) {
        int n = bloomDay.size();
        if ((long long)m * k > n) return -1;  // m * k reaches 10^11: not enough flowers
        // Bouquets of k adjacent open flowers that can be made on a given day.
        auto bouquets = [&](int day) {
            long long total = 0;
            int run = 0;
            for (int b : bloomDay) {
                if (b <= day) {
                    if (++run == k) {
                        total++;
                        run = 0;
                    }
                } else {
                    run = 0;
                }
            }
            return total;
        };
        int lo = *min_element(bloomDay.begin(), bloomDay.end());
        int hi = *max_element(bloomDay.begin(), bloomDay.end());
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (bouquets(mid) >= m) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
