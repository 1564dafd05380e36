/**
 * @param {string} phrase
 * @return {boolean}
 */
var isIsogram = function(phrase) {
    const seen = new Set();
    for (const ch of phrase.toLowerCase()) {
        // Only letters count; spaces and hyphens may repeat freely.
        if (ch < "a" || ch > "z") continue;
        if (seen.has(ch)) return false;
        seen.add(ch);
    }
    return true;
};
