/*
 * The home page's static content (spec section 1): the leaderboard preview and the editor's
 * starting code. The figures and Popular Challenges are real: the catalog's own counts and cards
 * from public reads, so they agree with what a learner then opens.
 */

export type TSampleLeader = { username: string; points: number; solved: number; streak: number };

export const LEADERBOARD_PREVIEW: readonly TSampleLeader[] = [
  { username: "ada_lovelace", points: 12480, solved: 342, streak: 87 },
  { username: "linus.t", points: 11920, solved: 318, streak: 64 },
  { username: "grace-hopper", points: 10755, solved: 297, streak: 51 },
  { username: "kenthompson", points: 9630, solved: 265, streak: 33 },
  { username: "margaret_h", points: 8815, solved: 241, streak: 28 },
];

export const SAMPLE_CODE = `// Two Sum: indices of the two numbers adding up to target
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const need = target - nums[i];
    if (seen.has(need)) return [seen.get(need), i];
    seen.set(nums[i], i);
  }
  return [];
}

console.log(twoSum([2, 7, 11, 15], 9));
console.log(twoSum([3, 2, 4], 6));`;
