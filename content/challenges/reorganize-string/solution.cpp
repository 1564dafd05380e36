class Solution {
public:
    string reorganizeString(string s) {
        int n = s.size();
        vector<int> count(26, 0);
        for (char c : s) count[c - 'a']++;
        int top = max_element(count.begin(), count.end()) - count.begin();
        if (count[top] > (n + 1) / 2) return "";
        // Fill the even positions first, starting with the most frequent letter, then the odd ones:
        // equal letters end up two apart, and the most frequent one cannot wrap onto itself.
        string out(n, ' ');
        int pos = 0;
        auto place = [&](int letter) {
            while (count[letter] > 0) {
                if (pos >= n) pos = 1;
                out[pos] = 'a' + letter;
                pos += 2;
                count[letter]--;
            }
        };
        place(top);
        for (int letter = 0; letter < 26; letter++) place(letter);
        return out;
    }
};
