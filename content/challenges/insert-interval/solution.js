/**
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
var insert = function(intervals, newInterval) {
    // One pass: copy what ends before the new interval, absorb what overlaps it, copy the rest.
    const out = [];
    let [start, end] = newInterval;
    let i = 0;
    const n = intervals.length;
    while (i < n && intervals[i][1] < start) out.push(intervals[i++]);
    while (i < n && intervals[i][0] <= end) {
        start = Math.min(start, intervals[i][0]);
        end = Math.max(end, intervals[i][1]);
        i++;
    }
    out.push([start, end]);
    while (i < n) out.push(intervals[i++]);
    return out;
};
