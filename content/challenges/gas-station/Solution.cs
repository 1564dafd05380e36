public class Solution {
    public int CanCompleteCircuit(int[] gas, int[] cost) {
        // If the tank goes negative after station i, no start in [start, i] works: restart at i + 1.
        long total = 0, tank = 0;
        int start = 0;
        for (int i = 0; i < gas.Length; i++) {
            int diff = gas[i] - cost[i];
            total += diff;
            tank += diff;
            if (tank < 0) {
                start = i + 1;
                tank = 0;
            }
        }
        return total < 0 ? -1 : start;
    }
}
