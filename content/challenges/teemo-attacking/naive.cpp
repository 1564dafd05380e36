class Solution {
public:
    int findPoisonedDuration(vector<int>& timeSeries, int duration) {
        // Mark every poisoned second one by one, then count the marks: n * duration steps.
        vector<char> poisoned(timeSeries.back() + duration + 1, 0);
        for (int start : timeSeries) {
            for (int second = start; second < start + duration; ++second) poisoned[second] = 1;
        }
        int total = 0;
        for (char mark : poisoned) total += mark;
        return total;
    }
};
