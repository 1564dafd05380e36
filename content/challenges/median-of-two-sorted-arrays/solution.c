double findMedianSortedArrays(int* nums1, int nums1Size, int* nums2, int nums2Size) {
    // Binary-search a cut in the shorter array so both left parts together hold half the values.
    if (nums1Size > nums2Size) return findMedianSortedArrays(nums2, nums2Size, nums1, nums1Size);
    int m = nums1Size, n = nums2Size;
    int half = (m + n + 1) / 2;
    int lo = 0, hi = m;
    while (lo <= hi) {
        int i = (lo + hi) / 2;
        int j = half - i;
        long long aLeft = i > 0 ? nums1[i - 1] : LLONG_MIN;
        long long aRight = i < m ? nums1[i] : LLONG_MAX;
        long long bLeft = j > 0 ? nums2[j - 1] : LLONG_MIN;
        long long bRight = j < n ? nums2[j] : LLONG_MAX;
        if (aLeft <= bRight && bLeft <= aRight) {
            long long lower = aLeft > bLeft ? aLeft : bLeft;
            if ((m + n) % 2 == 1) return (double)lower;
            long long upper = aRight < bRight ? aRight : bRight;
            return (lower + upper) / 2.0;
        }
        if (aLeft > bRight) hi = i - 1;
        else lo = i + 1;
    }
    return 0.0;
}
