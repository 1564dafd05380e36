class Solution {
    // Trie of the reversed words, children as sibling lists (memory stays linear in the letters).
    vector<int> firstChild, sibling, wordEnd, palHead;
    vector<char> letter;
    vector<int> palWord, palNext;  // linked lists of the words whose rest below a node is a palindrome

    int child(int node, char c) {
        for (int x = firstChild[node]; x != -1; x = sibling[x])
            if (letter[x] == c) return x;
        return -1;
    }

    int addChild(int node, char c) {
        firstChild.push_back(-1);
        sibling.push_back(firstChild[node]);
        wordEnd.push_back(-1);
        palHead.push_back(-1);
        letter.push_back(c);
        return firstChild[node] = (int)letter.size() - 1;
    }

    // radius[c] = length of the longest palindrome of w centred at c of "#w0#w1#...#";
    // w[l..r] is a palindrome exactly when radius[l + r + 1] >= r - l + 1.
    static vector<int> manacher(const string& w) {
        int m = 2 * (int)w.size() + 1;
        auto at = [&](int i) { return (i & 1) ? w[i >> 1] : '#'; };
        vector<int> radius(m, 0);
        int center = 0, right = 0;
        for (int i = 0; i < m; i++) {
            int r = i < right ? min(right - i, radius[2 * center - i]) : 0;
            while (i - r - 1 >= 0 && i + r + 1 < m && at(i - r - 1) == at(i + r + 1)) r++;
            radius[i] = r;
            if (i + r > right) center = i, right = i + r;
        }
        return radius;
    }

public:
    vector<vector<int>> palindromePairs(vector<string>& words) {
        int n = words.size();
        firstChild.assign(1, -1); sibling.assign(1, -1); wordEnd.assign(1, -1); palHead.assign(1, -1);
        letter.assign(1, 0); palWord.clear(); palNext.clear();
        vector<vector<int>> radii(n);
        for (int k = 0; k < n; k++) {
            const string& w = words[k];
            int len = w.size();
            radii[k] = manacher(w);
            const vector<int>& rad = radii[k];
            // Walk reverse(w); at depth d the rest of reverse(w) is reverse(w[0..len-d-1]).
            int node = 0;
            for (int d = 0;; d++) {
                int restLen = len - d;
                if (restLen == 0 || rad[restLen] >= restLen) {  // w[0..restLen-1] is a palindrome
                    palWord.push_back(k);
                    palNext.push_back(palHead[node]);
                    palHead[node] = (int)palWord.size() - 1;
                }
                if (d == len) break;
                char c = w[len - 1 - d];
                int next = child(node, c);
                node = next == -1 ? addChild(node, c) : next;
            }
            wordEnd[node] = k;
        }
        vector<vector<int>> pairs;
        for (int i = 0; i < n; i++) {
            const string& w = words[i];
            int len = w.size();
            const vector<int>& rad = radii[i];
            int node = 0, j = 0;
            for (; j < len; j++) {
                // A shorter word k with reverse(words[k]) == w[0..j-1]: pair if the rest of w is a palindrome.
                int k = wordEnd[node];
                if (k != -1 && k != i && rad[j + len] >= len - j) pairs.push_back({i, k});
                node = child(node, w[j]);
                if (node == -1) break;
            }
            if (j == len) {
                // Every word k whose reverse starts with w and continues with a palindrome.
                for (int e = palHead[node]; e != -1; e = palNext[e])
                    if (palWord[e] != i) pairs.push_back({i, palWord[e]});
            }
        }
        return pairs;
    }
};
