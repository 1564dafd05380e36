class Solution {
public:
    int leastInterval(vector<char>& tasks, int n) {
        // The most frequent letters fix the frame: (top - 1) full blocks of n + 1 slots, then one
        // slot per letter that reaches the top count. With enough other tasks, no idle is needed.
        int counts[26] = {0};
        for (char t : tasks) counts[t - 'A']++;
        int top = *max_element(counts, counts + 26);
        int atTop = count(counts, counts + 26, top);
        return max((int)tasks.size(), (top - 1) * (n + 1) + atTop);
    }
};
