class Solution {
public:
    int sumSubarrayMins(vector<int>& arr) {
        // Every subarray, extending each start to the right with a running minimum: O(n^2).
        // The whole sum is below 4.5 * 10^8 * 3 * 10^4, so a long long holds it without reducing.
        int n = arr.size();
        long long total = 0;
        for (int i = 0; i < n; i++) {
            int low = arr[i];
            for (int j = i; j < n; j++) {
                low = min(low, arr[j]);
                total += low;
            }
        }
        return total % 1'000'000'007;
    }
};
