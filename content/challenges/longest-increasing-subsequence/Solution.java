class Solution {
    public int lengthOfLIS(int[] nums) {
        // tails[k] is the smallest tail of an increasing subsequence of length k + 1.
        int[] tails = new int[nums.length];
        int size = 0;
        for (int num : nums) {
            // The first tail >= num: equal values replace, never extend (strictly increasing).
            int lo = 0, hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < num) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = num;
            if (lo == size) size++;
        }
        return size;
    }
}
