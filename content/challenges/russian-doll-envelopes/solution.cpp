class Solution {
public:
    int maxEnvelopes(vector<vector<int>>& envelopes) {
        // Width ascending, and for equal widths height descending: then a strictly increasing
        // run of heights never uses two envelopes of the same width.
        sort(envelopes.begin(), envelopes.end(), [](const vector<int>& a, const vector<int>& b) {
            return a[0] != b[0] ? a[0] < b[0] : a[1] > b[1];
        });
        vector<int> tails;  // tails[k]: smallest last height of an increasing run of length k + 1
        for (const auto& e : envelopes) {
            auto it = lower_bound(tails.begin(), tails.end(), e[1]);
            if (it == tails.end()) tails.push_back(e[1]);
            else *it = e[1];
        }
        return tails.size();
    }
};
