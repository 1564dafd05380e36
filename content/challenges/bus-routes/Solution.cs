public class Solution {
    public int NumBusesToDestination(int[][] routes, int source, int target) {
        if (source == target) return 0;
        var busesAt = new Dictionary<int, List<int>>();
        for (int bus = 0; bus < routes.Length; bus++) {
            foreach (int stop in routes[bus]) {
                if (!busesAt.TryGetValue(stop, out List<int> buses)) {
                    buses = new List<int>();
                    busesAt[stop] = buses;
                }
                buses.Add(bus);
            }
        }
        // BFS over buses: each level is one more bus boarded.
        bool[] used = new bool[routes.Length];
        var visitedStops = new HashSet<int> { source };
        var frontier = new List<int> { source };
        int rides = 0;
        while (frontier.Count > 0) {
            rides++;
            var nextFrontier = new List<int>();
            foreach (int stop in frontier) {
                if (!busesAt.TryGetValue(stop, out List<int> buses)) continue;
                foreach (int bus in buses) {
                    if (used[bus]) continue;
                    used[bus] = true;
                    foreach (int next in routes[bus]) {
                        if (next == target) return rides;
                        if (visitedStops.Add(next)) nextFrontier.Add(next);
                    }
                }
            }
            frontier = nextFrontier;
        }
        return -1;
    }
}
