// Zod-free: the client imports these through "@cp/contracts/constants".

/** Custom test cases a learner may run at once (LeetCode allows a handful beside the examples). */
export const MAX_CUSTOM_INPUTS = 8;
