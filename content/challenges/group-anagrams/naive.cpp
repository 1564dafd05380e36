class Solution {
public:
    // Same letters, same number of times.
    bool isAnagram(const string& a, const string& b) {
        if (a.size() != b.size()) return false;
        int count[26] = {0};
        for (char ch : a) count[ch - 'a']++;
        for (char ch : b) count[ch - 'a']--;
        for (int c = 0; c < 26; c++)
            if (count[c] != 0) return false;
        return true;
    }

    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        // Compare each ungrouped word with every later one: O(n^2 * k).
        int n = strs.size();
        vector<bool> used(n, false);
        vector<vector<string>> groups;
        for (int i = 0; i < n; i++) {
            if (used[i]) continue;
            vector<string> group = {strs[i]};
            for (int j = i + 1; j < n; j++) {
                if (!used[j] && isAnagram(strs[i], strs[j])) {
                    used[j] = true;
                    group.push_back(strs[j]);
                }
            }
            groups.push_back(group);
        }
        return groups;
    }
};
