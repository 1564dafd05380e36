class Solution {
public:
    int numBusesToDestination(vector<vector<int>>& routes, int source, int target) {
        if (source == target) return 0;
        unordered_map<int, vector<int>> busesAt;
        for (int bus = 0; bus < (int)routes.size(); bus++) {
            for (int stop : routes[bus]) busesAt[stop].push_back(bus);
        }
        // BFS over buses: each level is one more bus boarded.
        vector<bool> used(routes.size(), false);
        unordered_set<int> visitedStops = {source};
        vector<int> frontier = {source};
        int rides = 0;
        while (!frontier.empty()) {
            rides++;
            vector<int> nextFrontier;
            for (int stop : frontier) {
                for (int bus : busesAt[stop]) {
                    if (used[bus]) continue;
                    used[bus] = true;
                    for (int next : routes[bus]) {
                        if (next == target) return rides;
                        if (visitedStops.insert(next).second) nextFrontier.push_back(next);
                    }
                }
            }
            frontier = nextFrontier;
        }
        return -1;
    }
};
