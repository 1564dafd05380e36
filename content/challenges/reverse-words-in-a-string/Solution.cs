public class Solution {
    public string ReverseWords(string s) {
        // RemoveEmptyEntries drops the empty words between repeated, leading and trailing spaces.
        string[] words = s.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
        Array.Reverse(words);
        return string.Join(" ", words);
    }
}
