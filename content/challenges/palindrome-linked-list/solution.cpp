class Solution {
    static ListNode* reverse(ListNode* node) {
        ListNode* prev = nullptr;
        while (node != nullptr) {
            ListNode* next = node->next;
            node->next = prev;
            prev = node;
            node = next;
        }
        return prev;
    }

public:
    bool isPalindrome(ListNode* head) {
        // 1. Find the middle: slow ends on the first node of the second half.
        ListNode* slow = head;
        ListNode* fast = head;
        while (fast != nullptr && fast->next != nullptr) {
            slow = slow->next;
            fast = fast->next->next;
        }
        // 2. Reverse the second half in place, 3. compare it with the first half.
        ListNode* tail = reverse(slow);
        bool result = true;
        for (ListNode *left = head, *right = tail; right != nullptr; left = left->next, right = right->next) {
            if (left->val != right->val) {
                result = false;
                break;
            }
        }
        // 4. Restore the second half so the caller gets its list back unchanged.
        reverse(tail);
        return result;
    }
};
