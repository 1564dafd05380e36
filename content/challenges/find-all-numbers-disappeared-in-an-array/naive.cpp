class Solution {
public:
    vector<int> findDisappearedNumbers(vector<int>& nums) {
        // Scan the whole array once for every candidate: O(n^2), the usual first try.
        vector<int> missing;
        int n = nums.size();
        for (int k = 1; k <= n; k++) {
            bool found = false;
            for (int x : nums) {
                if (x == k) {
                    found = true;
                    break;
                }
            }
            if (!found) missing.push_back(k);
        }
        return missing;
    }
};
