class Solution {
public:
    ListNode* removeElements(ListNode* head, int val) {
        // A dummy in front of head lets a run of matching nodes at the start go like any other.
        ListNode dummy(0, head);
        ListNode* prev = &dummy;
        while (prev->next != nullptr) {
            if (prev->next->val == val) {
                prev->next = prev->next->next;  // unlink, and look at the new next node
            } else {
                prev = prev->next;
            }
        }
        return dummy.next;
    }
};
