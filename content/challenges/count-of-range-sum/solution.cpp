class Solution {
    long long lo_, hi_;
    vector<long long> buf_;

    // Counts pairs i < j in p[a, b) with lo_ <= p[j] - p[i] <= hi_, and sorts p[a, b).
    long long solve(vector<long long>& p, int a, int b) {
        if (b - a <= 1) return 0;
        int m = (a + b) / 2;
        long long count = solve(p, a, m) + solve(p, m, b);
        // Both halves are sorted: the window of partners in the right half only moves right.
        int s = m, e = m;
        for (int i = a; i < m; ++i) {
            while (s < b && p[s] - p[i] < lo_) ++s;
            while (e < b && p[e] - p[i] <= hi_) ++e;
            count += e - s;
        }
        merge(p.begin() + a, p.begin() + m, p.begin() + m, p.begin() + b, buf_.begin());
        copy(buf_.begin(), buf_.begin() + (b - a), p.begin() + a);
        return count;
    }

public:
    int countRangeSum(vector<int>& nums, int lower, int upper) {
        int n = nums.size();
        vector<long long> p(n + 1, 0);
        for (int i = 0; i < n; ++i) p[i + 1] = p[i] + nums[i];
        lo_ = lower;
        hi_ = upper;
        buf_.assign(n + 1, 0);
        return (int)solve(p, 0, n + 1);
    }
};
