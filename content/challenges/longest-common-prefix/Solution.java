class Solution {
    public String longestCommonPrefix(String[] strs) {
        // Compare column by column against the first string; the shortest string caps the prefix.
        String first = strs[0];
        for (int i = 0; i < first.length(); i++) {
            char ch = first.charAt(i);
            for (int k = 1; k < strs.length; k++) {
                if (i >= strs[k].length() || strs[k].charAt(i) != ch) return first.substring(0, i);
            }
        }
        return first;
    }
}
