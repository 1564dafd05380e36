public class Solution {
    public int FindMinArrowShots(int[][] points) {
        // Shoot at the earliest end; every balloon starting at or before it bursts with it.
        // CompareTo, not a[1] - b[1]: ends span the whole int range, so the difference overflows.
        Array.Sort(points, (a, b) => a[1].CompareTo(b[1]));
        int arrows = 1;
        int at = points[0][1];
        foreach (int[] p in points) {
            if (p[0] > at) {
                arrows++;
                at = p[1];
            }
        }
        return arrows;
    }
}
