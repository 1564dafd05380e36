class Solution {
    public boolean isIsogram(String phrase) {
        boolean[] seen = new boolean[26];
        for (int i = 0; i < phrase.length(); i++) {
            char ch = Character.toLowerCase(phrase.charAt(i));
            // Only letters count; spaces and hyphens may repeat freely.
            if (ch < 'a' || ch > 'z') continue;
            if (seen[ch - 'a']) return false;
            seen[ch - 'a'] = true;
        }
        return true;
    }
}
