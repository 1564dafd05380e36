class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> graph(numCourses);
        vector<int> indegree(numCourses, 0);
        for (auto& p : prerequisites) {
            graph[p[1]].push_back(p[0]);
            indegree[p[0]]++;
        }
        queue<int> ready;
        for (int c = 0; c < numCourses; c++) {
            if (indegree[c] == 0) ready.push(c);
        }
        int taken = 0;
        while (!ready.empty()) {
            int current = ready.front();
            ready.pop();
            taken++;
            for (int next : graph[current]) {
                if (--indegree[next] == 0) ready.push(next);
            }
        }
        // Courses on a cycle never reach indegree 0, so they are never taken.
        return taken == numCourses;
    }
};
