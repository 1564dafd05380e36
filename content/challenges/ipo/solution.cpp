class Solution {
public:
    int findMaximizedCapital(int k, int w, vector<int>& profits, vector<int>& capital) {
        int n = profits.size();
        vector<pair<int, int>> projects(n);
        for (int i = 0; i < n; i++) projects[i] = {capital[i], profits[i]};
        sort(projects.begin(), projects.end());
        priority_queue<int> affordable;  // the profits of every project w can already start
        long long money = w;
        int i = 0;
        for (int round = 0; round < k; round++) {
            // Capital only grows, so a project that became affordable stays affordable.
            while (i < n && projects[i].first <= money) affordable.push(projects[i++].second);
            if (affordable.empty()) break;
            money += affordable.top();
            affordable.pop();
        }
        return (int)money;
    }
};
