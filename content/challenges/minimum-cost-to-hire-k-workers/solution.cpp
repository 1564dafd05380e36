class Solution {
public:
    double mincostToHireWorkers(vector<int>& quality, vector<int>& wage, int k) {
        // In a hired group everyone is paid at the group's highest wage-per-quality ratio. Try the
        // workers in increasing order of ratio as that highest one, and pair each with the k - 1
        // smallest qualities seen so far (the k smallest including its own).
        int n = quality.size();
        vector<int> workers(n);
        iota(workers.begin(), workers.end(), 0);
        sort(workers.begin(), workers.end(), [&](int a, int b) {
            return (long long)wage[a] * quality[b] < (long long)wage[b] * quality[a];
        });
        priority_queue<int> kept;  // the k smallest qualities so far
        long long total = 0;
        double best = -1;
        for (int i : workers) {
            kept.push(quality[i]);
            total += quality[i];
            if ((int)kept.size() > k) {
                total -= kept.top();
                kept.pop();
            }
            if ((int)kept.size() == k) {
                // total * wage / quality: the product is exact in a double, rounded once by the division.
                double cost = (double)(total * wage[i]) / quality[i];
                if (best < 0 || cost < best) best = cost;
            }
        }
        return best;
    }
};
