public class Solution {
    public IList<IList<string>> GroupAnagrams(string[] strs) {
        // Anagrams share the same multiset of letters, so their sorted letters form a common key.
        var groups = new Dictionary<string, List<string>>();
        foreach (string word in strs) {
            char[] letters = word.ToCharArray();
            Array.Sort(letters);
            string key = new string(letters);
            if (!groups.TryGetValue(key, out List<string> group)) {
                group = new List<string>();
                groups[key] = group;
            }
            group.Add(word);
        }
        var result = new List<IList<string>>(groups.Count);
        foreach (List<string> group in groups.Values) result.Add(group);
        return result;
    }
}
