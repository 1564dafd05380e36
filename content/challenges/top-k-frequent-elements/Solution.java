class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int x : nums) counts.merge(x, 1, Integer::sum);
        // Bucket sort by frequency: a count is at most nums.length, so this is linear.
        List<List<Integer>> buckets = new ArrayList<>(nums.length + 1);
        for (int c = 0; c <= nums.length; c++) buckets.add(new ArrayList<>());
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) buckets.get(e.getValue()).add(e.getKey());
        int[] result = new int[k];
        int filled = 0;
        for (int c = nums.length; c > 0 && filled < k; c--) {
            for (int value : buckets.get(c)) {
                result[filled++] = value;
                if (filled == k) break;
            }
        }
        return result;
    }
}
