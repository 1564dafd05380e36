public class Solution {
    public int[][] Insert(int[][] intervals, int[] newInterval) {
        // One pass: copy what ends before the new interval, absorb what overlaps it, copy the rest.
        var output = new List<int[]>();
        int start = newInterval[0], end = newInterval[1];
        int i = 0, n = intervals.Length;
        while (i < n && intervals[i][1] < start) output.Add(intervals[i++]);
        while (i < n && intervals[i][0] <= end) {
            start = Math.Min(start, intervals[i][0]);
            end = Math.Max(end, intervals[i][1]);
            i++;
        }
        output.Add(new[] { start, end });
        while (i < n) output.Add(intervals[i++]);
        return output.ToArray();
    }
}
