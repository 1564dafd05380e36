int leastInterval(char* tasks, int tasksSize, int n) {
    // The most frequent letters fix the frame: (top - 1) full blocks of n + 1 slots, then one
    // slot per letter that reaches the top count. With enough other tasks, no idle is needed.
    int counts[26] = {0};
    for (int i = 0; i < tasksSize; i++) counts[tasks[i] - 'A']++;
    int top = 0, atTop = 0;
    for (int c = 0; c < 26; c++) {
        if (counts[c] > top) {
            top = counts[c];
            atTop = 1;
        } else if (counts[c] == top) {
            atTop++;
        }
    }
    int frame = (top - 1) * (n + 1) + atTop;
    return frame > tasksSize ? frame : tasksSize;
}
