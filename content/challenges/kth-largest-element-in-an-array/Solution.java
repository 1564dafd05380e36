class Solution {
    public int findKthLargest(int[] nums, int k) {
        // Min-heap of the k largest values seen so far: its top is the k-th largest of them.
        PriorityQueue<Integer> heap = new PriorityQueue<>(k);
        for (int x : nums) {
            if (heap.size() < k) {
                heap.offer(x);
            } else if (x > heap.peek()) {
                heap.poll();
                heap.offer(x);
            }
        }
        return heap.peek();
    }
}
