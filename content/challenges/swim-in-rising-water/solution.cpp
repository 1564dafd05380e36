class Solution {
public:
    int swimInWater(vector<vector<int>>& grid) {
        int n = grid.size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        vector<vector<bool>> seen(n, vector<bool>(n, false));
        // Dijkstra where a path costs its highest cell instead of the sum of its cells.
        priority_queue<array<int, 3>, vector<array<int, 3>>, greater<array<int, 3>>> heap;
        heap.push({grid[0][0], 0, 0});
        seen[0][0] = true;
        while (!heap.empty()) {
            auto [level, r, c] = heap.top();
            heap.pop();
            if (r == n - 1 && c == n - 1) return level;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[nr][nc]) {
                    seen[nr][nc] = true;
                    heap.push({max(level, grid[nr][nc]), nr, nc});
                }
            }
        }
        return -1;
    }
};
