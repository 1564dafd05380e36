class Solution {
public:
    int lengthOfLIS(vector<int>& nums) {
        vector<int> tails;
        for (int num : nums) {
            // lower_bound keeps the subsequence strictly increasing: equal values replace, never extend.
            auto it = lower_bound(tails.begin(), tails.end(), num);
            if (it == tails.end()) tails.push_back(num);
            else *it = num;
        }
        return static_cast<int>(tails.size());
    }
};
