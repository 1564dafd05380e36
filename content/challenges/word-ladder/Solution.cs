public class Solution {
    public int LadderLength(string beginWord, string endWord, IList<string> wordList) {
        var unvisited = new HashSet<string>(wordList);
        if (!unvisited.Contains(endWord)) return 0;
        unvisited.Remove(beginWord);
        var queue = new Queue<string>();
        queue.Enqueue(beginWord);
        int words = 1;
        while (queue.Count > 0) {
            for (int i = queue.Count; i > 0; i--) {
                string word = queue.Dequeue();
                if (word == endWord) return words;
                // Try every one-letter change and keep the ones still in the dictionary.
                char[] letters = word.ToCharArray();
                for (int pos = 0; pos < letters.Length; pos++) {
                    char original = letters[pos];
                    for (char ch = 'a'; ch <= 'z'; ch++) {
                        if (ch == original) continue;
                        letters[pos] = ch;
                        string next = new string(letters);
                        if (unvisited.Remove(next)) queue.Enqueue(next);
                    }
                    letters[pos] = original;
                }
            }
            words++;
        }
        return 0;
    }
}
