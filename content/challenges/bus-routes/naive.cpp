class Solution {
public:
    int numBusesToDestination(vector<vector<int>>& routes, int source, int target) {
        // BFS over stops, where any two stops of the same route are neighbours (one ride apart).
        // Every stop reached rescans all of its routes: O(L^2) work for a route of L stops.
        if (source == target) return 0;
        unordered_map<int, vector<int>> routesAt;
        for (int i = 0; i < (int)routes.size(); i++)
            for (int stop : routes[i]) routesAt[stop].push_back(i);
        unordered_map<int, int> dist = {{source, 0}};
        queue<int> q;
        q.push(source);
        while (!q.empty()) {
            int stop = q.front();
            q.pop();
            for (int i : routesAt[stop]) {
                for (int next : routes[i]) {
                    if (dist.count(next)) continue;
                    if (next == target) return dist[stop] + 1;
                    dist[next] = dist[stop] + 1;
                    q.push(next);
                }
            }
        }
        return -1;
    }
};
