/**
 * @param {string[]} strs
 * @return {string[][]}
 */
var groupAnagrams = function(strs) {
    // Anagrams share the same multiset of letters, so their sorted letters form a common key.
    const groups = new Map();
    for (const word of strs) {
        const key = [...word].sort().join("");
        const group = groups.get(key);
        if (group) group.push(word);
        else groups.set(key, [word]);
    }
    return [...groups.values()];
};
