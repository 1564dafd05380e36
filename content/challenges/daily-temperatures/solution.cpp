class Solution {
public:
    vector<int> dailyTemperatures(vector<int>& temperatures) {
        // The stack holds the days still waiting for a warmer one; their temperatures never increase
        // from bottom to top, so a warmer day settles them from the top down.
        int n = temperatures.size();
        vector<int> answer(n, 0);
        vector<int> waiting;
        waiting.reserve(n);
        for (int day = 0; day < n; day++) {
            while (!waiting.empty() && temperatures[waiting.back()] < temperatures[day]) {
                answer[waiting.back()] = day - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(day);
        }
        return answer;
    }
};
