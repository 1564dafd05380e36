public class Solution {
    public int NetworkDelayTime(int[][] times, int n, int k) {
        var graph = new List<(int, int)>[n + 1];
        for (int v = 0; v <= n; v++) graph[v] = new List<(int, int)>();
        foreach (int[] t in times) graph[t[0]].Add((t[1], t[2]));
        // Dijkstra with lazy deletion: the first time a node leaves the heap, its time is final.
        int[] dist = new int[n + 1];
        for (int v = 0; v <= n; v++) dist[v] = -1;
        var heap = new PriorityQueue<int, int>();
        heap.Enqueue(k, 0);
        while (heap.TryDequeue(out int node, out int d)) {
            if (dist[node] != -1) continue;
            dist[node] = d;
            foreach ((int, int) link in graph[node]) {
                if (dist[link.Item1] == -1) heap.Enqueue(link.Item1, d + link.Item2);
            }
        }
        int longest = 0;
        for (int v = 1; v <= n; v++) {
            if (dist[v] == -1) return -1;
            longest = Math.Max(longest, dist[v]);
        }
        return longest;
    }
}
