public class Solution {
    public int FindKthLargest(int[] nums, int k) {
        // Min-heap of the k largest values seen so far: its top is the k-th largest of them.
        var heap = new PriorityQueue<int, int>(k);
        foreach (int x in nums) {
            if (heap.Count < k) {
                heap.Enqueue(x, x);
            } else if (x > heap.Peek()) {
                heap.Dequeue();
                heap.Enqueue(x, x);
            }
        }
        return heap.Peek();
    }
}
