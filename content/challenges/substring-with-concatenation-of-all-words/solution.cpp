class Solution {
public:
    vector<int> findSubstring(string s, vector<string>& words) {
        int n = s.size(), m = words.size(), wl = words[0].size();
        vector<int> result;
        if ((long long)m * wl > n) return result;
        // Number the distinct words and count how many copies of each are needed.
        unordered_map<string, int> id;
        vector<int> need;
        for (const string& w : words) {
            auto it = id.find(w);
            if (it == id.end()) {
                id.emplace(w, (int)need.size());
                need.push_back(1);
            } else {
                need[it->second]++;
            }
        }
        // at[i] = the number of the word starting at position i of s, or -1.
        vector<int> at(n, -1);
        for (int i = 0; i + wl <= n; i++) {
            auto it = id.find(s.substr(i, wl));
            if (it != id.end()) at[i] = it->second;
        }
        // Slide a window of whole words at each of the wl possible offsets.
        vector<int> have(need.size());
        for (int offset = 0; offset < wl; offset++) {
            fill(have.begin(), have.end(), 0);
            int left = offset, count = 0;
            for (int right = offset; right + wl <= n; right += wl) {
                int w = at[right];
                if (w < 0) {
                    // No window can contain this word: restart just after it.
                    for (; left < right; left += wl) have[at[left]]--;
                    left = right + wl;
                    count = 0;
                    continue;
                }
                have[w]++;
                count++;
                // Too many copies of w: drop words from the left until it fits again.
                while (have[w] > need[w]) {
                    have[at[left]]--;
                    count--;
                    left += wl;
                }
                if (count == m) {
                    result.push_back(left);
                    have[at[left]]--;
                    count--;
                    left += wl;
                }
            }
        }
        sort(result.begin(), result.end());
        return result;
    }
};
