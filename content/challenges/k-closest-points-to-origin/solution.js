/**
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
var kClosest = function(points, k) {
    // Max-heap keyed by squared distance, holding the k closest points seen so far.
    const dist = ([x, y]) => x * x + y * y;
    const heap = new MaxPriorityQueue(dist);
    for (const p of points) {
        if (heap.size() < k) {
            heap.enqueue(p);
        } else if (dist(p) < dist(heap.front())) {
            heap.dequeue();
            heap.enqueue(p);
        }
    }
    const result = [];
    while (!heap.isEmpty()) result.push(heap.dequeue());
    return result;
};
