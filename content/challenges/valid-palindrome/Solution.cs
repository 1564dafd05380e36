public class Solution {
    public bool IsPalindrome(string s) {
        int i = 0, j = s.Length - 1;
        while (i < j) {
            // Skip everything that is not a letter or a digit, from both ends.
            if (!char.IsLetterOrDigit(s[i])) {
                i++;
            } else if (!char.IsLetterOrDigit(s[j])) {
                j--;
            } else if (char.ToLowerInvariant(s[i]) != char.ToLowerInvariant(s[j])) {
                return false;
            } else {
                i++;
                j--;
            }
        }
        return true;
    }
}
