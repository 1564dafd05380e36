class Solution {
public:
    vector<vector<string>> groupAnagrams(vector<string>& strs) {
        // Compare each ungrouped word with every later one: O(n^2 * k log k).
        int n = strs.size();
        vector<bool> used(n, false);
        vector<vector<string>> groups;
        for (int i = 0; i < n; ++i) {
            if (used[i]) continue;
            string key = strs[i];
            sort(key.begin(), key.end());
            vector<string> group = {strs[i]};
            for (int j = i + 1; j < n; ++j) {
                if (used[j]) continue;
                string other = strs[j];
                sort(other.begin(), other.end());
                if (other == key) {
                    used[j] = true;
                    group.push_back(strs[j]);
                }
            }
            groups.push_back(group);
        }
        return groups;
    }
};
