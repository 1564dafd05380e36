/**
 * @param {string} s
 * @return {boolean}
 */
var isPalindrome = function(s) {
    const isAlnum = (ch) => (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || (ch >= "0" && ch <= "9");
    let i = 0, j = s.length - 1;
    while (i < j) {
        // Skip everything that is not a letter or a digit, from both ends.
        if (!isAlnum(s[i])) {
            i++;
        } else if (!isAlnum(s[j])) {
            j--;
        } else if (s[i].toLowerCase() !== s[j].toLowerCase()) {
            return false;
        } else {
            i++;
            j--;
        }
    }
    return true;
};
