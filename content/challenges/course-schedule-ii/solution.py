class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        dependants = [[] for _ in range(numCourses)]
        missing = [0] * numCourses  # prerequisites of each course not taken yet
        for course, before in prerequisites:
            dependants[before].append(course)
            missing[course] += 1
        ready = deque(c for c in range(numCourses) if missing[c] == 0)
        order = []
        while ready:
            current = ready.popleft()
            order.append(current)
            for nxt in dependants[current]:
                missing[nxt] -= 1
                if missing[nxt] == 0:
                    ready.append(nxt)
        # Courses on a cycle never run out of missing prerequisites, so they are never taken.
        return order if len(order) == numCourses else []
