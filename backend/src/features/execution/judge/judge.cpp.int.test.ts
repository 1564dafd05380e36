import { describeJudge } from "./testing/suite";
import { TWO_SUM } from "./testing/two-sum";

const twoSumBody = `        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); i++) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};`;

const head = "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n";

describeJudge("cpp", {
  twoSum: TWO_SUM.cpp,
  twoSumWrong: `${head}        return {0, 0};\n    }\n};`,
  twoSumThrows: `${head}        if (!nums.empty()) throw runtime_error("boom");\n        return {};\n    }\n};`,
  // A volatile counter: an empty infinite loop would be undefined behaviour in C++.
  twoSumLoops: `${head}        volatile long spin = 0;
        while (nums.size() == 2) spin = spin + 1;
${twoSumBody}`,
  twoSumBroken: `${head}        unordered_map<int, int> seen;
        int missing = 1
        return {};
    }
};`,
  // Clang reports the missing ';' at the end of the learner's line 5.
  compileError: /solution\.cpp:5:\d+: error: expected ';' at end of declaration/,
  twoSumPrints: `${head}        cout << "n=" << nums.size();
        printf("\\n");
${twoSumBody}`,
  twoSumImports: `#include <vector>
#include <unordered_map>
using namespace std;
static const auto fast = [] { ios::sync_with_stdio(false); cin.tie(nullptr); return 0; }();

class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
${twoSumBody}`,
  invertTree: `class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        if (!root) return nullptr;
        swap(root->left, root->right);
        invertTree(root->left);
        invertTree(root->right);
        return root;
    }
};`,
  invertTreeUnchecked: `class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        swap(root->left, root->right);
        return root;
    }
};`,
  nullTreeError: /^Segmentation fault/,
  reverseList: `class Solution {
public:
    ListNode* reverseList(ListNode* head) {
        ListNode* prev = nullptr;
        while (head) {
            ListNode* next = head->next;
            head->next = prev;
            prev = head;
            head = next;
        }
        return prev;
    }
};`,
  levelOrder: `class Solution {
public:
    vector<vector<int>> levelOrder(TreeNode* root) {
        vector<vector<int>> out;
        queue<TreeNode*> q;
        if (root) q.push(root);
        while (!q.empty()) {
            vector<int> level;
            for (int n = q.size(); n > 0; n--) {
                TreeNode* node = q.front();
                q.pop();
                level.push_back(node->val);
                if (node->left) q.push(node->left);
                if (node->right) q.push(node->right);
            }
            out.push_back(level);
        }
        return out;
    }
};`,
  longestCommonPrefix: `class Solution {
public:
    string longestCommonPrefix(vector<string>& strs) {
        string prefix = strs[0];
        for (const string& s : strs)
            while (s.compare(0, prefix.size(), prefix) != 0) prefix.pop_back();
        return prefix;
    }
};`,
  isAnagram: `class Solution {
public:
    bool isAnagram(string s, string t) {
        sort(s.begin(), s.end());
        sort(t.begin(), t.end());
        return s == t;
    }
};`,
  findMedianSortedArrays: `class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        vector<int> a(nums1);
        a.insert(a.end(), nums2.begin(), nums2.end());
        sort(a.begin(), a.end());
        int n = a.size();
        return n % 2 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2.0;
    }
};`,
  merge: `class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        vector<vector<int>> out;
        for (auto& in : intervals) {
            if (!out.empty() && in[0] <= out.back()[1]) out.back()[1] = max(out.back()[1], in[1]);
            else out.push_back(in);
        }
        return out;
    }
};`,
});
