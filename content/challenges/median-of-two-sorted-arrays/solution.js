/**
 * @param {number[]} nums1
 * @param {number[]} nums2
 * @return {number}
 */
var findMedianSortedArrays = function(nums1, nums2) {
    // Binary-search a cut in the shorter array so both left parts together hold half the values.
    if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
    const m = nums1.length, n = nums2.length;
    const half = (m + n + 1) >> 1;
    let lo = 0, hi = m;
    while (lo <= hi) {
        const i = (lo + hi) >> 1;
        const j = half - i;
        const aLeft = i > 0 ? nums1[i - 1] : -Infinity;
        const aRight = i < m ? nums1[i] : Infinity;
        const bLeft = j > 0 ? nums2[j - 1] : -Infinity;
        const bRight = j < n ? nums2[j] : Infinity;
        if (aLeft <= bRight && bLeft <= aRight) {
            const lower = Math.max(aLeft, bLeft);
            if ((m + n) % 2 === 1) return lower;
            return (lower + Math.min(aRight, bRight)) / 2;
        }
        if (aLeft > bRight) hi = i - 1;
        else lo = i + 1;
    }
    return 0;
};
