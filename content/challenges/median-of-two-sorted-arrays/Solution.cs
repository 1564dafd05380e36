public class Solution {
    public double FindMedianSortedArrays(int[] nums1, int[] nums2) {
        // Binary-search a cut in the shorter array so both left parts together hold half the values.
        if (nums1.Length > nums2.Length) return FindMedianSortedArrays(nums2, nums1);
        int m = nums1.Length, n = nums2.Length;
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2;
            int j = half - i;
            long aLeft = i > 0 ? nums1[i - 1] : long.MinValue;
            long aRight = i < m ? nums1[i] : long.MaxValue;
            long bLeft = j > 0 ? nums2[j - 1] : long.MinValue;
            long bRight = j < n ? nums2[j] : long.MaxValue;
            if (aLeft <= bRight && bLeft <= aRight) {
                long lower = Math.Max(aLeft, bLeft);
                if ((m + n) % 2 == 1) return lower;
                long upper = Math.Min(aRight, bRight);
                return (lower + upper) / 2.0;
            }
            if (aLeft > bRight) hi = i - 1;
            else lo = i + 1;
        }
        return 0.0;
    }
}
