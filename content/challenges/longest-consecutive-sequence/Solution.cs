public class Solution {
    public int LongestConsecutive(int[] nums) {
        var values = new HashSet<long>();
        foreach (int x in nums) values.Add(x);
        int best = 0;
        foreach (long x in values) {
            // Only count upward from the first value of a run, so each value is visited once.
            if (values.Contains(x - 1)) continue;
            long y = x;
            while (values.Contains(y + 1)) y++;
            best = Math.Max(best, (int)(y - x + 1));
        }
        return best;
    }
}
