public class Solution {
    public int[] MaxSlidingWindow(int[] nums, int k) {
        // The deque holds indices whose values decrease from front to back: the front is the maximum.
        var window = new LinkedList<int>();
        int[] result = new int[nums.Length - k + 1];
        for (int i = 0; i < nums.Length; i++) {
            while (window.Count > 0 && nums[window.Last.Value] <= nums[i]) window.RemoveLast();
            window.AddLast(i);
            if (window.First.Value <= i - k) window.RemoveFirst();
            if (i >= k - 1) result[i - k + 1] = nums[window.First.Value];
        }
        return result;
    }
}
