class Solution {
    public int longestConsecutive(int[] nums) {
        Set<Integer> values = new HashSet<>(nums.length * 2);
        for (int x : nums) values.add(x);
        int best = 0;
        for (int x : values) {
            // Only count upward from the first value of a run, so each value is visited once.
            if (x != Integer.MIN_VALUE && values.contains(x - 1)) continue;
            int length = 1;
            while (x + length - 1 != Integer.MAX_VALUE && values.contains(x + length)) length++;
            best = Math.max(best, length);
        }
        return best;
    }
}
