/**
 * @param {string} s
 * @param {string[]} wordDict
 * @return {boolean}
 */
var wordBreak = function(s, wordDict) {
    const words = new Set(wordDict);
    const lengths = [...new Set(wordDict.map((w) => w.length))];
    const n = s.length;
    // ok[i] is true when the first i characters split into dictionary words.
    const ok = new Array(n + 1).fill(false);
    ok[0] = true;
    for (let i = 1; i <= n; i++) {
        ok[i] = lengths.some((len) => len <= i && ok[i - len] && words.has(s.slice(i - len, i)));
    }
    return ok[n];
};
