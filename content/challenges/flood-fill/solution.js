/**
 * @param {number[][]} image
 * @param {number} sr
 * @param {number} sc
 * @param {number} color
 * @return {number[][]}
 */
var floodFill = function(image, sr, sc, color) {
    const start = image[sr][sc];
    // Repainting with the same colour would loop forever re-visiting painted pixels.
    if (start === color) return image;
    const rows = image.length, cols = image[0].length;
    image[sr][sc] = color;
    const queue = [[sr, sc]];
    // queue grows at its end while head walks it: a queue without shift().
    for (let head = 0; head < queue.length; head++) {
        const [r, c] = queue[head];
        for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && image[nr][nc] === start) {
                image[nr][nc] = color;
                queue.push([nr, nc]);
            }
        }
    }
    return image;
};
