class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> needs(numCourses);
        for (auto& p : prerequisites) needs[p[0]].push_back(p[1]);
        // 0: not visited, 1: on the current path, 2: placed in the order.
        vector<int> state(numCourses, 0);
        vector<int> order;
        order.reserve(numCourses);
        // Iterative DFS over prerequisites: a course is placed once all of its prerequisites are.
        vector<pair<int, size_t>> stack;
        for (int start = 0; start < numCourses; start++) {
            if (state[start] != 0) continue;
            state[start] = 1;
            stack.push_back({start, 0});
            while (!stack.empty()) {
                auto& [course, next] = stack.back();
                if (next < needs[course].size()) {
                    int before = needs[course][next++];
                    if (state[before] == 1) return {};  // back to a course on the path: a cycle
                    if (state[before] == 0) {
                        state[before] = 1;
                        stack.push_back({before, 0});
                    }
                } else {
                    state[course] = 2;
                    order.push_back(course);
                    stack.pop_back();
                }
            }
        }
        return order;
    }
};
