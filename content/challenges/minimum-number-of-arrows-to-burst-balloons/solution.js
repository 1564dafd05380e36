/**
 * @param {number[][]} points
 * @return {number}
 */
var findMinArrowShots = function(points) {
    // Shoot at the earliest end; every balloon starting at or before it bursts with it.
    points.sort((a, b) => a[1] - b[1]);
    let arrows = 1;
    let at = points[0][1];
    for (const [start, end] of points) {
        if (start > at) {
            arrows++;
            at = end;
        }
    }
    return arrows;
};
