class Solution:
    def oddEvenList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        # Two chains grown in one pass, relinking the existing nodes: odd takes the 1st, 3rd,
        # 5th... nodes and even the 2nd, 4th... Finally the odd chain's tail points at the
        # even chain's head. O(1) extra space.
        if head is None:
            return None
        odd, even = head, head.next
        even_head = even
        while even and even.next:
            odd.next = even.next
            odd = odd.next
            even.next = odd.next
            even = even.next
        odd.next = even_head
        return head
