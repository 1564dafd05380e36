/**
 * @param {string} s
 * @return {string}
 */
var longestPalindrome = function(s) {
    const n = s.length;
    let bestStart = 0, bestLen = 0;
    for (let center = 0; center < 2 * n - 1; center++) {
        // Even centers sit on a character, odd centers between two characters.
        let lo = center >> 1, hi = lo + (center & 1);
        while (lo >= 0 && hi < n && s[lo] === s[hi]) {
            lo--;
            hi++;
        }
        const len = hi - lo - 1;
        if (len > bestLen) {
            bestStart = lo + 1;
            bestLen = len;
        }
    }
    return s.slice(bestStart, bestStart + bestLen);
};
