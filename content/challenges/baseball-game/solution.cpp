class Solution {
public:
    int calPoints(vector<string>& operations) {
        // The record is a stack: every operation reads or changes only its most recent scores.
        vector<int> record;
        for (const string& op : operations) {
            if (op == "C") {
                record.pop_back();
            } else if (op == "D") {
                record.push_back(2 * record.back());
            } else if (op == "+") {
                record.push_back(record[record.size() - 1] + record[record.size() - 2]);
            } else {
                record.push_back(stoi(op));
            }
        }
        int total = 0;
        for (int score : record) total += score;
        return total;
    }
};
