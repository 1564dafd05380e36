public class Solution {
    public int LengthOfLIS(int[] nums) {
        // tails[k] is the smallest tail of an increasing subsequence of length k + 1.
        var tails = new List<int>();
        foreach (int num in nums) {
            // The first tail >= num: equal values replace, never extend (strictly increasing).
            int i = tails.BinarySearch(num);
            if (i < 0) i = ~i;
            if (i == tails.Count) tails.Add(num);
            else tails[i] = num;
        }
        return tails.Count;
    }
}
