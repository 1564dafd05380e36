class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        List<List<int[]>> graph = new ArrayList<>(n + 1);
        for (int v = 0; v <= n; v++) graph.add(new ArrayList<>());
        for (int[] t : times) graph.get(t[0]).add(new int[] {t[1], t[2]});
        // Dijkstra with lazy deletion: the first time a node leaves the heap, its time is final.
        int[] dist = new int[n + 1];
        Arrays.fill(dist, -1);
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.offer(new int[] {0, k});
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            int d = top[0], node = top[1];
            if (dist[node] != -1) continue;
            dist[node] = d;
            for (int[] edge : graph.get(node)) {
                if (dist[edge[0]] == -1) heap.offer(new int[] {d + edge[1], edge[0]});
            }
        }
        int longest = 0;
        for (int v = 1; v <= n; v++) {
            if (dist[v] == -1) return -1;
            longest = Math.max(longest, dist[v]);
        }
        return longest;
    }
}
