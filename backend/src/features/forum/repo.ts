/**
 * The forum's data access, one file per kind of row: posts (with their views and counters),
 * replies, likes and the seeded welcome posts. The service reads them all through this file.
 */
export * from "./repo-likes";
export * from "./repo-posts";
export * from "./repo-replies";
export * from "./repo-seeds";
