class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        // Min-heap of the k largest values seen so far: its top is the k-th largest of them.
        priority_queue<int, vector<int>, greater<int>> heap;
        for (int x : nums) {
            if ((int)heap.size() < k) {
                heap.push(x);
            } else if (x > heap.top()) {
                heap.pop();
                heap.push(x);
            }
        }
        return heap.top();
    }
};
