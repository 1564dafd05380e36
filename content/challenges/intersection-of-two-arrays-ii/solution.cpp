class Solution {
public:
    vector<int> intersect(vector<int>& nums1, vector<int>& nums2) {
        // Count the shorter array; walk the longer one and spend a count per match.
        vector<int>& small = nums1.size() <= nums2.size() ? nums1 : nums2;
        vector<int>& large = nums1.size() <= nums2.size() ? nums2 : nums1;
        unordered_map<int, int> left;
        for (int x : small) left[x]++;
        vector<int> result;
        for (int x : large) {
            auto it = left.find(x);
            if (it != left.end() && it->second > 0) {
                it->second--;
                result.push_back(x);
            }
        }
        return result;
    }
};
