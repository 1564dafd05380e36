/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
var minWindow = function(s, t) {
    const need = new Int32Array(128);
    for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
    let missing = t.length;
    let bestStart = 0, bestLen = Infinity, left = 0;
    for (let right = 0; right < s.length; right++) {
        const ch = s.charCodeAt(right);
        if (need[ch] > 0) missing--;
        need[ch]--;
        if (missing === 0) {
            // Shrink from the left while the window still covers t.
            while (need[s.charCodeAt(left)] < 0) {
                need[s.charCodeAt(left)]++;
                left++;
            }
            if (right - left + 1 < bestLen) {
                bestStart = left;
                bestLen = right - left + 1;
            }
            need[s.charCodeAt(left)]++;
            missing++;
            left++;
        }
    }
    return bestLen === Infinity ? "" : s.slice(bestStart, bestStart + bestLen);
};
