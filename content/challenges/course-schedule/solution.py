class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        graph = [[] for _ in range(numCourses)]
        indegree = [0] * numCourses
        for course, before in prerequisites:
            graph[before].append(course)
            indegree[course] += 1
        ready = deque(c for c in range(numCourses) if indegree[c] == 0)
        taken = 0
        while ready:
            current = ready.popleft()
            taken += 1
            for nxt in graph[current]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    ready.append(nxt)
        # Courses on a cycle never reach indegree 0, so they are never taken.
        return taken == numCourses
