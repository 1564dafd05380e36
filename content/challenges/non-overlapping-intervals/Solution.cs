public class Solution {
    public int EraseOverlapIntervals(int[][] intervals) {
        // Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
        Array.Sort(intervals, (a, b) => a[1].CompareTo(b[1]));
        int kept = 0;
        long lastEnd = long.MinValue;
        foreach (int[] iv in intervals) {
            if (iv[0] >= lastEnd) {
                kept++;
                lastEnd = iv[1];
            }
        }
        return intervals.Length - kept;
    }
}
