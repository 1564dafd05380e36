class Solution {
public:
    vector<int> nextGreaterElement(vector<int>& nums1, vector<int>& nums2) {
        // One pass over nums2 with a stack of values still waiting for a greater one (decreasing
        // from bottom to top) gives every value's next greater element; nums1 then only looks them up.
        unordered_map<int, int> nextGreater;
        vector<int> waiting;
        for (int x : nums2) {
            while (!waiting.empty() && waiting.back() < x) {
                nextGreater[waiting.back()] = x;
                waiting.pop_back();
            }
            waiting.push_back(x);
        }
        vector<int> answer;
        answer.reserve(nums1.size());
        for (int x : nums1) {
            auto it = nextGreater.find(x);
            answer.push_back(it == nextGreater.end() ? -1 : it->second);
        }
        return answer;
    }
};
