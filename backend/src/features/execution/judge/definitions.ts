import type { TLanguageKey, TSignature } from "@cp/contracts";

export type NodeKind = "ListNode" | "TreeNode";

/**
 * ListNode and TreeNode exactly as LeetCode predefines them in each language. The drivers compile
 * these (Java without `public`, since Main.java may hold only one public class); the starter code
 * shows them commented out above the solution, as LeetCode does.
 */
const DEFINITIONS: Record<TLanguageKey, Record<NodeKind, string>> = {
  python: {
    ListNode: `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next`,
    TreeNode: `class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right`,
  },
  javascript: {
    ListNode: `function ListNode(val, next) {
    this.val = (val===undefined ? 0 : val)
    this.next = (next===undefined ? null : next)
}`,
    TreeNode: `function TreeNode(val, left, right) {
    this.val = (val===undefined ? 0 : val)
    this.left = (left===undefined ? null : left)
    this.right = (right===undefined ? null : right)
}`,
  },
  java: {
    ListNode: `public class ListNode {
    int val;
    ListNode next;
    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}`,
    TreeNode: `public class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;
    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}`,
  },
  csharp: {
    ListNode: `public class ListNode {
    public int val;
    public ListNode next;
    public ListNode(int val=0, ListNode next=null) {
        this.val = val;
        this.next = next;
    }
}`,
    TreeNode: `public class TreeNode {
    public int val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}`,
  },
  cpp: {
    ListNode: `struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};`,
    TreeNode: `struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};`,
  },
  c: {
    ListNode: `struct ListNode {
    int val;
    struct ListNode *next;
};`,
    TreeNode: `struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};`,
  },
};

const TITLES: Record<NodeKind, string> = {
  ListNode: "Definition for singly-linked list.",
  TreeNode: "Definition for a binary tree node.",
};

/** The definition a driver compiles. */
export function nodeDefinition(language: TLanguageKey, kind: NodeKind): string {
  const text = DEFINITIONS[language][kind];
  return language === "java" ? text.replace("public class", "class") : text;
}

/** The commented-out definition LeetCode shows above the starter code. */
export function commentedDefinition(language: TLanguageKey, kind: NodeKind): string {
  const lines = DEFINITIONS[language][kind].split("\n");
  if (language === "python") return [`# ${TITLES[kind]}`, ...lines.map((l) => `# ${l}`)].join("\n");
  return ["/**", ` * ${TITLES[kind]}`, ...lines.map((l) => ` * ${l}`), " */"].join("\n");
}

/** Which node types a signature mentions, ListNode first (LeetCode's order when both appear). */
export function usedNodeKinds(signature: TSignature): NodeKind[] {
  const types = [...signature.params.map((p) => p.type), signature.returns];
  return (["ListNode", "TreeNode"] as const).filter((kind) => types.includes(kind));
}
