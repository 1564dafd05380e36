class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        // The deque holds indices whose values decrease from front to back: the front is the maximum.
        Deque<Integer> window = new ArrayDeque<>();
        int[] result = new int[nums.length - k + 1];
        for (int i = 0; i < nums.length; i++) {
            while (!window.isEmpty() && nums[window.peekLast()] <= nums[i]) window.pollLast();
            window.offerLast(i);
            if (window.peekFirst() <= i - k) window.pollFirst();
            if (i >= k - 1) result[i - k + 1] = nums[window.peekFirst()];
        }
        return result;
    }
}
