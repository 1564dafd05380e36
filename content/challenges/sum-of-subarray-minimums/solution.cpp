class Solution {
public:
    int sumSubarrayMins(vector<int>& arr) {
        const long long MOD = 1'000'000'007;
        int n = arr.size();
        vector<int> stack;  // indices whose values strictly increase from bottom to top
        long long total = 0;
        for (int i = 0; i <= n; i++) {
            int x = i < n ? arr[i] : 0;  // a sentinel smaller than every value empties the stack
            // Popping j at i: i is the first index after j with a value <= arr[j], and the index
            // below j on the stack the last one before j with a value < arr[j].
            while (!stack.empty() && arr[stack.back()] >= x) {
                int j = stack.back();
                stack.pop_back();
                long long left = j - (stack.empty() ? -1 : stack.back());
                total = (total + arr[j] * left % MOD * (i - j)) % MOD;
            }
            stack.push_back(i);
        }
        return total;
    }
};
