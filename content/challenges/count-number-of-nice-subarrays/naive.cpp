class Solution {
public:
    int numberOfSubarrays(vector<int>& nums, int k) {
        // Fix every start and extend the end, counting odd numbers; stop once there are more than k. O(n^2).
        int n = nums.size();
        int result = 0;
        for (int i = 0; i < n; i++) {
            int odd = 0;
            for (int j = i; j < n; j++) {
                odd += nums[j] & 1;
                if (odd == k) result++;
                else if (odd > k) break;
            }
        }
        return result;
    }
};
