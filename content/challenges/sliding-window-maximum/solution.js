/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function(nums, k) {
    // The deque holds indices whose values decrease from front to back: the front is the maximum.
    // Each index enters once, so an array of n slots with head and tail pointers is the deque.
    const window = new Int32Array(nums.length);
    let head = 0, tail = 0;
    const result = [];
    for (let i = 0; i < nums.length; i++) {
        while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
        window[tail++] = i;
        if (window[head] <= i - k) head++;
        if (i >= k - 1) result.push(nums[window[head]]);
    }
    return result;
};
