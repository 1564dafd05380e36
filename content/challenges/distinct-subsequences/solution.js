/**
 * @param {string} s
 * @param {string} t
 * @return {number}
 */
var numDistinct = function(s, t) {
    // Counts for shorter prefixes of t can exceed 2^53, where doubles lose exactness: they are
    // kept modulo 2^32 (a Uint32Array wraps on store), which is exact for the final count, an int.
    const m = t.length;
    const ways = new Uint32Array(m + 1);
    ways[0] = 1;
    for (const ch of s) {
        // Right to left, so each character of s extends a way at most once.
        for (let j = m; j >= 1; j--) {
            if (t[j - 1] === ch) ways[j] += ways[j - 1];
        }
    }
    return ways[m];
};
