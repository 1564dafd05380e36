class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        // One pass: copy what ends before the new interval, absorb what overlaps it, copy the rest.
        List<int[]> out = new ArrayList<>();
        int start = newInterval[0], end = newInterval[1];
        int i = 0, n = intervals.length;
        while (i < n && intervals[i][1] < start) out.add(intervals[i++]);
        while (i < n && intervals[i][0] <= end) {
            start = Math.min(start, intervals[i][0]);
            end = Math.max(end, intervals[i][1]);
            i++;
        }
        out.add(new int[] {start, end});
        while (i < n) out.add(intervals[i++]);
        return out.toArray(new int[out.size()][]);
    }
}
