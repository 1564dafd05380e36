class Solution {
public:
    vector<vector<string>> suggestedProducts(vector<string>& products, string searchWord) {
        // In sorted order, the products starting with a prefix form one contiguous block;
        // its first three entries are the suggestions. The block only moves right as the prefix grows.
        sort(products.begin(), products.end());
        vector<vector<string>> result;
        string prefix;
        auto start = products.begin();
        for (char ch : searchWord) {
            prefix += ch;
            start = lower_bound(start, products.end(), prefix);
            vector<string> row;
            for (auto it = start; it != products.end() && row.size() < 3; ++it) {
                if (it->compare(0, prefix.size(), prefix) != 0) break;
                row.push_back(*it);
            }
            result.push_back(row);
        }
        return result;
    }
};
