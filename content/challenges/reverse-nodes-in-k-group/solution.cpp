class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* before = &dummy;
        while (true) {
            ListNode* last = before;
            for (int i = 0; i < k; ++i) {
                last = last->next;
                if (last == nullptr) return dummy.next;
            }
            ListNode* after = last->next;
            // Reverse the group so that its old first node ends up pointing at `after`.
            ListNode* prev = after;
            ListNode* node = before->next;
            while (node != after) {
                ListNode* next = node->next;
                node->next = prev;
                prev = node;
                node = next;
            }
            ListNode* first = before->next;
            before->next = last;
            before = first;
        }
    }
};
