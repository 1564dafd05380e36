class Solution {
public:
    int calculateMinimumHP(vector<vector<int>>& dungeon) {
        int m = dungeon.size(), n = dungeon[0].size();
        const int WALL = 1000000000;  // outside the grid: never the cheaper way on
        // need[j] = the least health needed when stepping into room (i, j), filled from the
        // bottom-right corner backwards. Before row i is filled, need[j] still holds row i + 1.
        vector<int> need(n + 1, WALL);
        need[n - 1] = 1;  // after the last room, 1 health point is enough
        for (int i = m - 1; i >= 0; --i) {
            for (int j = n - 1; j >= 0; --j) {
                int after = min(need[j], need[j + 1]);  // the room below or the room to the right
                need[j] = max(1, after - dungeon[i][j]);
            }
        }
        return need[0];
    }
};
