class Solution {
public:
    ListNode* oddEvenList(ListNode* head) {
        // Relink in one pass: odd collects positions 1, 3, 5, ... and even positions 2, 4, ...;
        // then the odd chain's tail is joined to the even chain's head. O(1) extra space.
        if (head == nullptr) return nullptr;
        ListNode* odd = head;
        ListNode* even = head->next;
        ListNode* evenHead = even;
        while (even != nullptr && even->next != nullptr) {
            odd->next = even->next;
            odd = odd->next;
            even->next = odd->next;
            even = even->next;
        }
        odd->next = evenHead;
        return head;
    }
};
