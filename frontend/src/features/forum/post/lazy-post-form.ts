import { lazy } from "react";

/**
 * The post form (new post, edit), loaded when it first opens: it validates with the post's
 * schema, and the forum's screens paint without the schema library. Render it only while open,
 * inside a Suspense boundary.
 */
export const LazyPostFormDialog = lazy(() =>
  import("./post-form-dialog").then((module) => ({ default: module.PostFormDialog })),
);
