class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        // Merge any two overlapping intervals, then rescan, until no pair overlaps.
        vector<vector<int>> items = intervals;
        bool changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < (int)items.size() && !changed; i++) {
                for (int j = i + 1; j < (int)items.size(); j++) {
                    if (items[i][0] <= items[j][1] && items[j][0] <= items[i][1]) {
                        items[i] = {min(items[i][0], items[j][0]), max(items[i][1], items[j][1])};
                        items.erase(items.begin() + j);
                        changed = true;
                        break;
                    }
                }
            }
        }
        sort(items.begin(), items.end());
        return items;
    }
};
