/**
 * @param {number} n
 * @return {number}
 */
var climbStairs = function(n) {
    let prev = 1, curr = 1;
    for (let i = 1; i < n; i++) {
        [prev, curr] = [curr, prev + curr];
    }
    return curr;
};
