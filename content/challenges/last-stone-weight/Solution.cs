public class Solution {
    public int LastStoneWeight(int[] stones) {
        // Max-heap (a min-heap on the negated weight): smash the two heaviest, put back what is left.
        var heap = new PriorityQueue<int, int>();
        foreach (int s in stones) heap.Enqueue(s, -s);
        while (heap.Count > 1) {
            int y = heap.Dequeue();
            int x = heap.Dequeue();
            if (y > x) heap.Enqueue(y - x, x - y);
        }
        return heap.Count == 0 ? 0 : heap.Peek();
    }
}
