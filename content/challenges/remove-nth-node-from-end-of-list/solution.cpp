class Solution {
public:
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        // The dummy lets the head itself be removed like any other node.
        ListNode dummy(0, head);
        ListNode* lead = &dummy;
        ListNode* trail = &dummy;
        // Open a gap of n nodes between lead and trail.
        for (int i = 0; i < n; ++i) lead = lead->next;
        // When lead reaches the last node, trail stands just before the node to remove.
        while (lead->next != nullptr) {
            lead = lead->next;
            trail = trail->next;
        }
        trail->next = trail->next->next;
        return dummy.next;
    }
};
