class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        // Anagrams share the same multiset of letters, so their sorted letters form a common key.
        Map<String, List<String>> groups = new HashMap<>();
        for (String word : strs) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            groups.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(groups.values());
    }
}
