class Solution {
public:
    long long countSubarrays(vector<int>& nums, int minK, int maxK) {
        // For each right end, the valid left ends lie after the last out-of-range value and at or
        // before the earlier of the latest minK and the latest maxK.
        long long total = 0;
        int lastBad = -1, lastMin = -1, lastMax = -1;
        for (int i = 0; i < (int)nums.size(); i++) {
            int x = nums[i];
            if (x < minK || x > maxK) lastBad = i;
            if (x == minK) lastMin = i;
            if (x == maxK) lastMax = i;
            int reach = min(lastMin, lastMax) - lastBad;
            if (reach > 0) total += reach;
        }
        return total;
    }
};
