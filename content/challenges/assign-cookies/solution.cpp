class Solution {
public:
    int findContentChildren(vector<int>& g, vector<int>& s) {
        sort(g.begin(), g.end());
        sort(s.begin(), s.end());
        size_t child = 0;
        // Hand out cookies from the smallest up; each one goes to the least greedy child still
        // waiting if it is big enough, and is skipped (too small for everyone left) otherwise.
        for (int size : s) {
            if (child < g.size() && size >= g[child]) child++;
        }
        return (int)child;
    }
};
