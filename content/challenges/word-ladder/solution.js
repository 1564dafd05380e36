/**
 * @param {string} beginWord
 * @param {string} endWord
 * @param {string[]} wordList
 * @return {number}
 */
var ladderLength = function(beginWord, endWord, wordList) {
    const unvisited = new Set(wordList);
    if (!unvisited.has(endWord)) return 0;
    unvisited.delete(beginWord);
    let level = [beginWord];
    let words = 1;
    while (level.length > 0) {
        const nextLevel = [];
        for (const word of level) {
            if (word === endWord) return words;
            // Try every one-letter change and keep the ones still in the dictionary.
            for (let pos = 0; pos < word.length; pos++) {
                const before = word.slice(0, pos), after = word.slice(pos + 1);
                for (let code = 97; code <= 122; code++) {
                    const next = before + String.fromCharCode(code) + after;
                    if (unvisited.delete(next)) nextLevel.push(next);
                }
            }
        }
        level = nextLevel;
        words++;
    }
    return 0;
};
