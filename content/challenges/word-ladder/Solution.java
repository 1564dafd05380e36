class Solution {
    public int ladderLength(String beginWord, String endWord, List<String> wordList) {
        Set<String> unvisited = new HashSet<>(wordList);
        if (!unvisited.contains(endWord)) return 0;
        unvisited.remove(beginWord);
        Deque<String> queue = new ArrayDeque<>();
        queue.offer(beginWord);
        int words = 1;
        while (!queue.isEmpty()) {
            for (int i = queue.size(); i > 0; i--) {
                String word = queue.poll();
                if (word.equals(endWord)) return words;
                // Try every one-letter change and keep the ones still in the dictionary.
                char[] letters = word.toCharArray();
                for (int pos = 0; pos < letters.length; pos++) {
                    char original = letters[pos];
                    for (char ch = 'a'; ch <= 'z'; ch++) {
                        if (ch == original) continue;
                        letters[pos] = ch;
                        String next = new String(letters);
                        if (unvisited.remove(next)) queue.offer(next);
                    }
                    letters[pos] = original;
                }
            }
            words++;
        }
        return 0;
    }
}
