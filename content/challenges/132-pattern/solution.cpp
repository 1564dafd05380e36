class Solution {
public:
    bool find132pattern(vector<int>& nums) {
        // Scan from the right. `third` is the largest value seen so far that has a larger value
        // to its left among the scanned ones: a candidate for the "2" of the pattern.
        long long third = LLONG_MIN;
        vector<int> stack;  // scanned values, decreasing from bottom to top
        for (int i = (int)nums.size() - 1; i >= 0; --i) {
            int x = nums[i];
            if (x < third) return true;
            while (!stack.empty() && stack.back() < x) {
                third = stack.back();
                stack.pop_back();
            }
            stack.push_back(x);
        }
        return false;
    }
};
