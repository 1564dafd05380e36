import { and, desc, eq, gt, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { sessions, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    username: string;
    passwordHash: string;
    role: "admin" | "student";
    email?: string | null;
    fullName?: string | null;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "admin"));
  return row?.count ?? 0;
}

export async function insertSession(
  db: DbOrTx,
  values: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * Revokes a user's sessions beyond the `keep` newest, never the one just started (`currentId`).
 * Returns the ids revoked, so their open sockets can be closed.
 */
export async function trimSessions(db: DbOrTx, userId: string, currentId: string, keep: number): Promise<string[]> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.expiresAt))
    .limit(Math.max(0, keep - 1));
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId), notInArray(sessions.id, newest)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

function buildSessionUserQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      role: users.role,
      email: users.email,
      fullName: users.fullName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("find_session_user");
}

// Every API request resolves its session: the query is built and prepared once per database.
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof buildSessionUserQuery>>();

/** The session's user in one round trip, or undefined when the session is unknown or expired. */
export async function findSessionUser(db: Db, sessionId: string) {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = buildSessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ id: sessionId, now: new Date() });
  return row;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
