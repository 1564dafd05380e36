/**
 * @param {number[][]} intervals
 * @return {number}
 */
var eraseOverlapIntervals = function(intervals) {
    // Greedy by end: keep the interval that frees the line earliest, drop whatever overlaps it.
    intervals.sort((a, b) => a[1] - b[1]);
    let kept = 0;
    let lastEnd = -Infinity;
    for (const [start, end] of intervals) {
        if (start >= lastEnd) {
            kept++;
            lastEnd = end;
        }
    }
    return intervals.length - kept;
};
