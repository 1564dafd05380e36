class Solution {
public:
    ListNode* deleteDuplicates(ListNode* head) {
        // Sorted input: duplicates are adjacent. Unlink the successor while it repeats the
        // current value; advance only when the values differ, so runs of any length collapse.
        ListNode* node = head;
        while (node != nullptr && node->next != nullptr) {
            if (node->next->val == node->val) {
                node->next = node->next->next;
            } else {
                node = node->next;
            }
        }
        return head;
    }
};
