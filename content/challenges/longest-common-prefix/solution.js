/**
 * @param {string[]} strs
 * @return {string}
 */
var longestCommonPrefix = function(strs) {
    // Compare column by column against the first string; the shortest string caps the prefix.
    const first = strs[0];
    for (let i = 0; i < first.length; i++) {
        for (let k = 1; k < strs.length; k++) {
            if (i >= strs[k].length || strs[k][i] !== first[i]) return first.slice(0, i);
        }
    }
    return first;
};
