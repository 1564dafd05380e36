class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> graph = new ArrayList<>(numCourses);
        for (int c = 0; c < numCourses; c++) graph.add(new ArrayList<>());
        int[] indegree = new int[numCourses];
        for (int[] p : prerequisites) {
            graph.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        Deque<Integer> ready = new ArrayDeque<>();
        for (int c = 0; c < numCourses; c++) {
            if (indegree[c] == 0) ready.offer(c);
        }
        int taken = 0;
        while (!ready.isEmpty()) {
            int current = ready.poll();
            taken++;
            for (int next : graph.get(current)) {
                if (--indegree[next] == 0) ready.offer(next);
            }
        }
        // Courses on a cycle never reach indegree 0, so they are never taken.
        return taken == numCourses;
    }
}
