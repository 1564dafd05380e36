/**
 * @param {string} s
 * @return {string}
 */
var reverseWords = function(s) {
    // Trimming first keeps split from yielding an empty leading word; / +/ absorbs repeated spaces.
    return s.trim().split(/ +/).reverse().join(" ");
};
