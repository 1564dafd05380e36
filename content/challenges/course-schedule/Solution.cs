public class Solution {
    public bool CanFinish(int numCourses, int[][] prerequisites) {
        var graph = new List<int>[numCourses];
        for (int c = 0; c < numCourses; c++) graph[c] = new List<int>();
        int[] indegree = new int[numCourses];
        foreach (int[] p in prerequisites) {
            graph[p[1]].Add(p[0]);
            indegree[p[0]]++;
        }
        var ready = new Queue<int>();
        for (int c = 0; c < numCourses; c++) {
            if (indegree[c] == 0) ready.Enqueue(c);
        }
        int taken = 0;
        while (ready.Count > 0) {
            int current = ready.Dequeue();
            taken++;
            foreach (int next in graph[current]) {
                if (--indegree[next] == 0) ready.Enqueue(next);
            }
        }
        // Courses on a cycle never reach indegree 0, so they are never taken.
        return taken == numCourses;
    }
}
