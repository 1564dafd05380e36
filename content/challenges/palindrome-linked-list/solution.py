class Solution:
    def isPalindrome(self, head: Optional[ListNode]) -> bool:
        # 1. Find the middle: slow ends on the first node of the second half.
        slow = fast = head
        while fast and fast.next:
            slow = slow.next
            fast = fast.next.next
        # 2. Reverse the second half in place.
        prev = None
        while slow:
            slow.next, prev, slow = prev, slow, slow.next
        # 3. Compare the first half with the reversed second half.
        left, right = head, prev
        result = True
        while right:
            if left.val != right.val:
                result = False
                break
            left, right = left.next, right.next
        # 4. Restore the second half so the caller gets its list back unchanged.
        node, prev = prev, None
        while node:
            node.next, prev, node = prev, node, node.next
        return result
