public class Solution {
    public int MaximumValue(int[] weights, int[] values, int capacity) {
        // best[c] = highest value that fits in capacity c using the items seen so far.
        int[] best = new int[capacity + 1];
        for (int i = 0; i < weights.Length; i++) {
            // Walk capacities downwards so each item is packed at most once.
            for (int c = capacity; c >= weights[i]; c--) {
                best[c] = Math.Max(best[c], best[c - weights[i]] + values[i]);
            }
        }
        return best[capacity];
    }
}
