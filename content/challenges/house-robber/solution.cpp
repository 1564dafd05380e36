class Solution {
public:
    int rob(vector<int>& nums) {
        int skip = 0, take = 0;
        for (int money : nums) {
            int next = max(take, skip + money);
            skip = take;
            take = next;
        }
        return take;
    }
};
