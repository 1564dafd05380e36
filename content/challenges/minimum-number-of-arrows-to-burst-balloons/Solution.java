class Solution {
    public int findMinArrowShots(int[][] points) {
        // Shoot at the earliest end; every balloon starting at or before it bursts with it.
        // Integer.compare, not a[1] - b[1]: ends span the whole int range, so the difference overflows.
        Arrays.sort(points, (a, b) -> Integer.compare(a[1], b[1]));
        int arrows = 1;
        int at = points[0][1];
        for (int[] p : points) {
            if (p[0] > at) {
                arrows++;
                at = p[1];
            }
        }
        return arrows;
    }
}
