/**
 * @param {string} s
 * @return {boolean}
 */
var isValid = function(s) {
    const partner = { ")": "(", "]": "[", "}": "{" };
    const stack = [];
    for (const ch of s) {
        if (ch === "(" || ch === "[" || ch === "{") {
            stack.push(ch);
        } else if (stack.length === 0 || stack.pop() !== partner[ch]) {
            // A closer must match the most recent opener still waiting.
            return false;
        }
    }
    return stack.length === 0;
};
