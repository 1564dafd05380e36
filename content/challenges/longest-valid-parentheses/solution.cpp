class Solution {
public:
    int longestValidParentheses(string s) {
        // st[0] is the index just before the current valid stretch (a sentinel); above it sit the
        // indices of '(' still waiting for their ')'.
        vector<int> st = {-1};
        int best = 0;
        for (int i = 0; i < (int)s.size(); ++i) {
            if (s[i] == '(') {
                st.push_back(i);
            } else {
                st.pop_back();
                if (!st.empty()) {
                    best = max(best, i - st.back());  // balanced from just after st.back() to i
                } else {
                    st.push_back(i);  // an unmatched ')': the new sentinel
                }
            }
        }
        return best;
    }
};
