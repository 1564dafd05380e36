public class Solution {
    private int[] parent;

    private int Find(int x) {
        // Path halving keeps the trees shallow without recursion.
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public bool ValidPath(int n, int[][] edges, int source, int destination) {
        parent = new int[n];
        for (int v = 0; v < n; v++) parent[v] = v;
        foreach (int[] e in edges) parent[Find(e[0])] = Find(e[1]);
        return Find(source) == Find(destination);
    }
}
