class Solution {
public:
    ListNode* middleNode(ListNode* head) {
        // fast moves two steps for every step of slow; when fast runs off the end,
        // slow stands on the middle (the second of two middles for an even length).
        ListNode* slow = head;
        ListNode* fast = head;
        while (fast != nullptr && fast->next != nullptr) {
            slow = slow->next;
            fast = fast->next->next;
        }
        return slow;
    }
};
