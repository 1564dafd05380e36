class Solution {
    private int[] parent;

    private int find(int x) {
        // Path halving keeps the trees shallow without recursion.
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public boolean validPath(int n, int[][] edges, int source, int destination) {
        parent = new int[n];
        for (int v = 0; v < n; v++) parent[v] = v;
        for (int[] e : edges) parent[find(e[0])] = find(e[1]);
        return find(source) == find(destination);
    }
}
