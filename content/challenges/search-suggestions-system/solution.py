class Solution:
    def suggestedProducts(self, products: List[str], searchWord: str) -> List[List[str]]:
        # In sorted order, the products starting with a prefix form one contiguous block;
        # its first three entries are the suggestions. The block only moves right as the prefix grows.
        products.sort()
        result = []
        prefix = ""
        start = 0
        for ch in searchWord:
            prefix += ch
            start = bisect_left(products, prefix, start)
            result.append([p for p in products[start:start + 3] if p.startswith(prefix)])
        return result
