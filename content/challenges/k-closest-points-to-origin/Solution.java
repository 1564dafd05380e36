class Solution {
    public int[][] kClosest(int[][] points, int k) {
        // Max-heap keyed by squared distance, holding the k closest points seen so far.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(dist(b), dist(a)));
        for (int[] p : points) {
            if (heap.size() < k) {
                heap.offer(p);
            } else if (dist(p) < dist(heap.peek())) {
                heap.poll();
                heap.offer(p);
            }
        }
        int[][] result = new int[heap.size()][];
        for (int i = 0; i < result.length; i++) result[i] = heap.poll();
        return result;
    }

    private static int dist(int[] p) {
        return p[0] * p[0] + p[1] * p[1];
    }
}
