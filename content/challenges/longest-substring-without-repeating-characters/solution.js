/**
 * @param {string} s
 * @return {number}
 */
var lengthOfLongestSubstring = function(s) {
    const last = new Map();
    let start = 0, best = 0;
    for (let i = 0; i < s.length; i++) {
        const ch = s[i];
        // Jump the window's start past the previous copy of ch, never backwards.
        if (last.has(ch) && last.get(ch) >= start) start = last.get(ch) + 1;
        last.set(ch, i);
        best = Math.max(best, i - start + 1);
    }
    return best;
};
