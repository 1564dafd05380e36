public class Solution {
    public int[] TopKFrequent(int[] nums, int k) {
        var counts = new Dictionary<int, int>();
        foreach (int x in nums) {
            counts.TryGetValue(x, out int c);
            counts[x] = c + 1;
        }
        // Bucket sort by frequency: a count is at most nums.Length, so this is linear.
        var buckets = new List<int>[nums.Length + 1];
        foreach (var entry in counts) {
            if (buckets[entry.Value] == null) buckets[entry.Value] = new List<int>();
            buckets[entry.Value].Add(entry.Key);
        }
        int[] result = new int[k];
        int filled = 0;
        for (int c = nums.Length; c > 0 && filled < k; c--) {
            if (buckets[c] == null) continue;
            foreach (int value in buckets[c]) {
                result[filled++] = value;
                if (filled == k) break;
            }
        }
        return result;
    }
}
