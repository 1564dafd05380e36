class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        // Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[1], b[1]));
        int kept = 0;
        long lastEnd = Long.MIN_VALUE;
        for (int[] iv : intervals) {
            if (iv[0] >= lastEnd) {
                kept++;
                lastEnd = iv[1];
            }
        }
        return intervals.length - kept;
    }
}
