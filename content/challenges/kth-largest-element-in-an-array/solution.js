/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var findKthLargest = function(nums, k) {
    // Min-heap of the k largest values seen so far: its top is the k-th largest of them.
    const heap = new MinPriorityQueue();
    for (const x of nums) {
        if (heap.size() < k) {
            heap.enqueue(x);
        } else if (x > heap.front()) {
            heap.dequeue();
            heap.enqueue(x);
        }
    }
    return heap.front();
};
