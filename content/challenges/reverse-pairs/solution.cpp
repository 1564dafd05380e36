class Solution {
    long long sortCount(vector<long long>& a, vector<long long>& buf, int lo, int hi) {
        if (hi - lo <= 1) return 0;
        int mid = (lo + hi) / 2;
        long long count = sortCount(a, buf, lo, mid) + sortCount(a, buf, mid, hi);
        // Both halves are sorted: for each right element, the left elements above twice it form a suffix.
        int i = lo;
        for (int j = mid; j < hi; j++) {
            while (i < mid && a[i] <= 2 * a[j]) i++;
            count += mid - i;
        }
        merge(a.begin() + lo, a.begin() + mid, a.begin() + mid, a.begin() + hi, buf.begin() + lo);
        copy(buf.begin() + lo, buf.begin() + hi, a.begin() + lo);
        return count;
    }

public:
    int reversePairs(vector<int>& nums) {
        vector<long long> a(nums.begin(), nums.end()), buf(nums.size());
        return (int)sortCount(a, buf, 0, (int)a.size());
    }
};
