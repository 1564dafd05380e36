class Solution {
public:
    int shipWithinDays(vector<int>& weights, int days) {
        // Try every capacity from the heaviest package upward: O(n * (sum - max)).
        for (int capacity = *max_element(weights.begin(), weights.end());; capacity++) {
            int count = 1, load = 0;
            for (int w : weights) {
                if (load + w > capacity) {
                    count++;
                    load = 0;
                }
                load += w;
            }
            if (count <= days) return capacity;
        }
    }
};
