class Solution {
public:
    int findCenter(vector<vector<int>>& edges) {
        // The centre is on every edge, and any other node is on exactly one: the node shared by
        // the first two edges is the centre.
        int a = edges[0][0], b = edges[0][1];
        return (a == edges[1][0] || a == edges[1][1]) ? a : b;
    }
};
