class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        // Max-heap keyed by squared distance, holding the k closest points seen so far.
        priority_queue<pair<int, int>> heap;  // (squared distance, index)
        for (int i = 0; i < (int)points.size(); i++) {
            int d = points[i][0] * points[i][0] + points[i][1] * points[i][1];
            if ((int)heap.size() < k) {
                heap.push({d, i});
            } else if (d < heap.top().first) {
                heap.pop();
                heap.push({d, i});
            }
        }
        vector<vector<int>> result;
        while (!heap.empty()) {
            result.push_back(points[heap.top().second]);
            heap.pop();
        }
        return result;
    }
};
