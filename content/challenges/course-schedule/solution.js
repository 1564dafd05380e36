/**
 * @param {number} numCourses
 * @param {number[][]} prerequisites
 * @return {boolean}
 */
var canFinish = function(numCourses, prerequisites) {
    const graph = Array.from({ length: numCourses }, () => []);
    const indegree = new Array(numCourses).fill(0);
    for (const [course, pre] of prerequisites) {
        graph[pre].push(course);
        indegree[course]++;
    }
    const ready = [];
    for (let c = 0; c < numCourses; c++) {
        if (indegree[c] === 0) ready.push(c);
    }
    // ready grows at its end while head walks it: a queue without shift().
    for (let head = 0; head < ready.length; head++) {
        for (const next of graph[ready[head]]) {
            if (--indegree[next] === 0) ready.push(next);
        }
    }
    // Courses on a cycle never reach indegree 0, so they are never taken.
    return ready.length === numCourses;
};
