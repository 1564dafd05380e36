/**
 * @param {string} s
 * @return {string}
 */
var decodeString = function(s) {
    // Each '[' saves the text built so far and the repeat count; ']' expands and restores.
    const stack = [];
    let current = "";
    let count = 0;
    for (const ch of s) {
        if (ch >= "0" && ch <= "9") {
            count = count * 10 + Number(ch);
        } else if (ch === "[") {
            stack.push([current, count]);
            current = "";
            count = 0;
        } else if (ch === "]") {
            const [outer, times] = stack.pop();
            current = outer + current.repeat(times);
        } else {
            current += ch;
        }
    }
    return current;
};
