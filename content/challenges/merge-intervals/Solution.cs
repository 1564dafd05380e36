public class Solution {
    public int[][] Merge(int[][] intervals) {
        Array.Sort(intervals, (a, b) => a[0].CompareTo(b[0]));
        var merged = new List<int[]>();
        foreach (int[] iv in intervals) {
            // Sorted by start, an interval overlaps only the last merged one (touching counts).
            if (merged.Count > 0 && iv[0] <= merged[merged.Count - 1][1]) {
                int[] last = merged[merged.Count - 1];
                last[1] = Math.Max(last[1], iv[1]);
            } else {
                merged.Add(new[] { iv[0], iv[1] });
            }
        }
        return merged.ToArray();
    }
}
