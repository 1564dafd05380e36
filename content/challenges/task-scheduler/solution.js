/**
 * @param {character[]} tasks
 * @param {number} n
 * @return {number}
 */
var leastInterval = function(tasks, n) {
    // The most frequent letters fix the frame: (top - 1) full blocks of n + 1 slots, then one
    // slot per letter that reaches the top count. With enough other tasks, no idle is needed.
    const counts = new Array(26).fill(0);
    for (const t of tasks) counts[t.charCodeAt(0) - 65]++;
    const top = Math.max(...counts);
    const atTop = counts.filter((c) => c === top).length;
    return Math.max(tasks.length, (top - 1) * (n + 1) + atTop);
};
