/**
 * @param {number[][]} times
 * @param {number} n
 * @param {number} k
 * @return {number}
 */
var networkDelayTime = function(times, n, k) {
    const graph = Array.from({ length: n + 1 }, () => []);
    for (const [u, v, w] of times) graph[u].push([v, w]);
    // Dijkstra with lazy deletion: the first time a node leaves the heap, its time is final.
    const dist = new Array(n + 1).fill(-1);
    const heap = new MinPriorityQueue((entry) => entry[0]);
    heap.enqueue([0, k]);
    while (!heap.isEmpty()) {
        const [d, node] = heap.dequeue();
        if (dist[node] !== -1) continue;
        dist[node] = d;
        for (const [next, w] of graph[node]) {
            if (dist[next] === -1) heap.enqueue([d + w, next]);
        }
    }
    let longest = 0;
    for (let v = 1; v <= n; v++) {
        if (dist[v] === -1) return -1;
        longest = Math.max(longest, dist[v]);
    }
    return longest;
};
