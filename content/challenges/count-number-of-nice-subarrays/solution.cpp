class Solution {
public:
    int numberOfSubarrays(vector<int>& nums, int k) {
        // Windows with exactly k odd numbers = windows with at most k minus windows with at most k - 1.
        return atMost(nums, k) - atMost(nums, k - 1);
    }

private:
    long long atMost(const vector<int>& nums, int limit) {
        if (limit < 0) return 0;
        long long count = 0;
        int odd = 0, left = 0;
        for (int right = 0; right < (int)nums.size(); right++) {
            odd += nums[right] & 1;
            while (odd > limit) {
                odd -= nums[left] & 1;
                left++;
            }
            count += right - left + 1;  // every start in [left, right] works for this end
        }
        return count;
    }
};
