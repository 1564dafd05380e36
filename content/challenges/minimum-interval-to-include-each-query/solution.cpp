class Solution {
public:
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        // Queries from smallest to largest; the heap holds (size, right end) of the intervals started so far.
        vector<pair<int, int>> byLeft;
        for (auto& iv : intervals) byLeft.push_back({iv[0], iv[1]});
        sort(byLeft.begin(), byLeft.end());
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a] < queries[b]; });
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
        vector<int> answer(queries.size(), -1);
        size_t i = 0;
        for (int qi : order) {
            int q = queries[qi];
            while (i < byLeft.size() && byLeft[i].first <= q) {
                heap.push({byLeft[i].second - byLeft[i].first + 1, byLeft[i].second});
                i++;
            }
            while (!heap.empty() && heap.top().second < q) heap.pop();  // ended before q
            if (!heap.empty()) answer[qi] = heap.top().first;
        }
        return answer;
    }
};
