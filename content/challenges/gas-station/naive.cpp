class Solution {
public:
    int canCompleteCircuit(vector<int>& gas, vector<int>& cost) {
        // Simulate the trip from every start: O(n^2).
        int n = gas.size();
        for (int s = 0; s < n; s++) {
            long long tank = 0;
            bool ok = true;
            for (int k = 0; k < n; k++) {
                int i = (s + k) % n;
                tank += gas[i] - cost[i];
                if (tank < 0) {
                    ok = false;
                    break;
                }
            }
            if (ok) return s;
        }
        return -1;
    }
};
