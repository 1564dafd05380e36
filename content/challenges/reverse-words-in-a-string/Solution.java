class Solution {
    public String reverseWords(String s) {
        // Trimming first keeps split from yielding an empty leading word; \s+ absorbs repeated spaces.
        String[] words = s.trim().split("\\s+");
        StringBuilder result = new StringBuilder(s.length());
        for (int i = words.length - 1; i >= 0; i--) {
            result.append(words[i]);
            if (i > 0) result.append(' ');
        }
        return result.toString();
    }
}
