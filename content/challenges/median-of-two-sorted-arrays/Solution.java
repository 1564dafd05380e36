class Solution {
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        // Binary-search a cut in the shorter array so both left parts together hold half the values.
        if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.length, n = nums2.length;
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2;
            int j = half - i;
            long aLeft = i > 0 ? nums1[i - 1] : Long.MIN_VALUE;
            long aRight = i < m ? nums1[i] : Long.MAX_VALUE;
            long bLeft = j > 0 ? nums2[j - 1] : Long.MIN_VALUE;
            long bRight = j < n ? nums2[j] : Long.MAX_VALUE;
            if (aLeft <= bRight && bLeft <= aRight) {
                long lower = Math.max(aLeft, bLeft);
                if ((m + n) % 2 == 1) return lower;
                long upper = Math.min(aRight, bRight);
                return (lower + upper) / 2.0;
            }
            if (aLeft > bRight) hi = i - 1;
            else lo = i + 1;
        }
        return 0.0;
    }
}
