import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { forumSeeds, users } from "../../db/schema";

/** The welcome posts seeded on start: each slug is claimed once. */

/** The first admin, who signs the welcome posts. */
export async function findFirstAdmin(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

/** Claims a welcome post's slug; false when it was seeded on an earlier start. */
export async function claimSeed(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.insert(forumSeeds).values({ slug }).onConflictDoNothing().returning({ slug: forumSeeds.slug });
  return rows.length > 0;
}

export async function recordSeedPost(db: DbOrTx, slug: string, postId: string): Promise<void> {
  await db.update(forumSeeds).set({ postId }).where(eq(forumSeeds.slug, slug));
}
