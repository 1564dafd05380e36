public class Solution {
    public int[][] KClosest(int[][] points, int k) {
        // Max-heap keyed by squared distance (a min-heap on its negation), holding the k closest
        // points seen so far.
        var heap = new PriorityQueue<int[], int>(k);
        foreach (int[] p in points) {
            int d = p[0] * p[0] + p[1] * p[1];
            if (heap.Count < k) {
                heap.Enqueue(p, -d);
            } else {
                int[] far = heap.Peek();
                if (d < far[0] * far[0] + far[1] * far[1]) {
                    heap.Dequeue();
                    heap.Enqueue(p, -d);
                }
            }
        }
        int[][] result = new int[heap.Count][];
        for (int i = 0; i < result.Length; i++) result[i] = heap.Dequeue();
        return result;
    }
}
