class Solution {
    public int numBusesToDestination(int[][] routes, int source, int target) {
        if (source == target) return 0;
        Map<Integer, List<Integer>> busesAt = new HashMap<>();
        for (int bus = 0; bus < routes.length; bus++) {
            for (int stop : routes[bus]) busesAt.computeIfAbsent(stop, key -> new ArrayList<>()).add(bus);
        }
        // BFS over buses: each level is one more bus boarded.
        boolean[] used = new boolean[routes.length];
        Set<Integer> visitedStops = new HashSet<>();
        visitedStops.add(source);
        List<Integer> frontier = new ArrayList<>();
        frontier.add(source);
        int rides = 0;
        while (!frontier.isEmpty()) {
            rides++;
            List<Integer> nextFrontier = new ArrayList<>();
            for (int stop : frontier) {
                for (int bus : busesAt.getOrDefault(stop, Collections.emptyList())) {
                    if (used[bus]) continue;
                    used[bus] = true;
                    for (int next : routes[bus]) {
                        if (next == target) return rides;
                        if (visitedStops.add(next)) nextFrontier.add(next);
                    }
                }
            }
            frontier = nextFrontier;
        }
        return -1;
    }
}
