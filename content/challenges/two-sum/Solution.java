class Solution {
    public int[] twoSum(int[] nums, int target) {
        // One pass: remember where each value was seen; the partner of x is target - x.
        Map<Long, Integer> seen = new HashMap<>(nums.length * 2);
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get((long) target - nums[i]);
            if (j != null) return new int[] {j, i};
            seen.put((long) nums[i], i);
        }
        return new int[0];
    }
}
