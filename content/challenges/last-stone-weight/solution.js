/**
 * @param {number[]} stones
 * @return {number}
 */
var lastStoneWeight = function(stones) {
    // Max-heap: always smash the two heaviest stones, put back what is left.
    const heap = new MaxPriorityQueue();
    for (const s of stones) heap.enqueue(s);
    while (heap.size() > 1) {
        const y = heap.dequeue();
        const x = heap.dequeue();
        if (y > x) heap.enqueue(y - x);
    }
    return heap.isEmpty() ? 0 : heap.front();
};
