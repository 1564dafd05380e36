class Solution {
public:
    vector<int> partitionLabels(string s) {
        int last[26];
        for (int i = 0; i < (int)s.size(); ++i) last[s[i] - 'a'] = i;  // the last position of every letter
        vector<int> sizes;
        int start = 0, end = 0;
        for (int i = 0; i < (int)s.size(); ++i) {
            // The current part must reach at least the last copy of every letter it holds.
            end = max(end, last[s[i] - 'a']);
            if (i == end) {
                sizes.push_back(end - start + 1);
                start = i + 1;
            }
        }
        return sizes;
    }
};
