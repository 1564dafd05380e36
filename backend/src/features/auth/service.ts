import { randomBytes } from "node:crypto";
import type { TLoginRequest, TSignupRequest } from "@cp/contracts";
import type { Db } from "../../db/client";
import { conflict, unauthenticated } from "../../errors";
import type { SessionUser } from "../../http/state";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords";
import * as repo from "./repo";
import { createSessionToken, sessionIdFromToken } from "./sessions";

export type AuthService = ReturnType<typeof createAuthService>;

/** Sessions one user may hold at once unless configured: the oldest are revoked past it. */
export const DEFAULT_SESSIONS_PER_USER = 20;

/**
 * How long a process answers a session from its own last reading instead of the database. Ending
 * a session (logout, revocation) forgets it at once in this process and, through the socket
 * server's Redis adapter, in the others; this bounds how long another process could still accept
 * it if that message were lost.
 */
export const SESSION_CACHE_MS = 5_000;
/** Sessions remembered at once; past it, the one read longest ago is dropped. */
const SESSION_CACHE_ENTRIES = 10_000;

export function createAuthService(deps: {
  db: Db;
  sessionSecret: string;
  sessionTtlMs: number;
  sessionsPerUser?: number;
  sessionCacheMs?: number;
}) {
  const { db, sessionSecret, sessionTtlMs } = deps;
  const sessionsPerUser = deps.sessionsPerUser ?? DEFAULT_SESSIONS_PER_USER;
  const sessionCacheMs = deps.sessionCacheMs ?? SESSION_CACHE_MS;
  const endedListeners = new Set<(sessionIds: readonly string[]) => void>();
  // Every API request reads its session: one indexed join, the only statement most reads make.
  const cached = new Map<string, { user: SessionUser; expiresAt: number; until: number }>();

  function forget(sessionIds: readonly string[]) {
    for (const id of sessionIds) cached.delete(id);
  }

  function sessionsEnded(sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return;
    forget(sessionIds);
    for (const listener of endedListeners) listener(sessionIds);
  }

  async function startSession(userId: string) {
    const { token, id } = createSessionToken(sessionSecret);
    const expiresAt = new Date(Date.now() + sessionTtlMs);
    await repo.insertSession(db, { id, userId, expiresAt });
    sessionsEnded(await repo.trimSessions(db, userId, id, sessionsPerUser));
    return { token, expiresAt };
  }

  return {
    /** Creates a student account (signup never creates an admin) and signs it in. */
    async signup(input: TSignupRequest) {
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser(db, {
        username: input.username,
        passwordHash,
        role: "student",
        email: input.email || null,
        fullName: input.fullName || null,
      });
      if (!user) throw conflict("Username is already taken");
      return { user, session: await startSession(user.id) };
    },

    async login(input: TLoginRequest) {
      const user = await repo.findUserByUsername(db, input.username);
      const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
      if (!user || !ok) throw unauthenticated("Invalid credentials");
      return { user, session: await startSession(user.id) };
    },

    async logout(sessionId: string) {
      await repo.deleteSession(db, sessionId);
      sessionsEnded([sessionId]);
    },

    /**
     * Tells the listener (the socket server) which sessions ended in this process: logged out or
     * revoked. It tells the other processes, which call forgetSessions.
     */
    onSessionsEnded(listener: (sessionIds: readonly string[]) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Sessions another process ended: this one reads them from the database again. */
    forgetSessions: forget,

    /** The user behind a cookie token, or undefined: one indexed join, or this process's reading of a moment ago. */
    async resolveSession(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 100) return undefined;
      const sessionId = sessionIdFromToken(token, sessionSecret);
      const now = Date.now();
      const known = cached.get(sessionId);
      if (known && now < known.until && now < known.expiresAt) return { ...known.user };
      const row = await repo.findSessionUser(db, sessionId);
      if (!row) {
        cached.delete(sessionId);
        return undefined;
      }
      const user: SessionUser = {
        id: row.id,
        username: row.username,
        role: row.role,
        email: row.email,
        fullName: row.fullName,
        sessionId: row.sessionId,
      };
      if (sessionCacheMs > 0) {
        cached.delete(sessionId); // re-inserted last: the first entry is the one read longest ago
        cached.set(sessionId, { user, expiresAt: row.expiresAt.getTime(), until: now + sessionCacheMs });
        if (cached.size > SESSION_CACHE_ENTRIES) {
          const [oldest] = cached.keys();
          if (oldest !== undefined) cached.delete(oldest);
        }
      }
      return { ...user };
    },

    /**
     * Makes sure an admin exists: the one named by ADMIN_USERNAME/ADMIN_PASSWORD, or a generated
     * one. Returns the password only when it was generated now, so it can be printed once.
     */
    async ensureAdmin(admin: { username?: string; password?: string }) {
      if (admin.username && admin.password) {
        const existing = await repo.findUserByUsername(db, admin.username);
        if (existing) return { username: existing.username, created: false as const };
        await repo.insertUser(db, {
          username: admin.username,
          passwordHash: await hashPassword(admin.password),
          role: "admin",
        });
        return { username: admin.username, password: admin.password, created: true as const };
      }
      if ((await repo.countAdmins(db)) > 0) return { created: false as const };
      const password = randomBytes(12).toString("base64url");
      await repo.insertUser(db, { username: "admin", passwordHash: await hashPassword(password), role: "admin" });
      return { username: "admin", password, created: true as const };
    },

    async ensureStudent(username: string, password: string) {
      if (await repo.findUserByUsername(db, username)) return { created: false as const, username };
      await repo.insertUser(db, { username, passwordHash: await hashPassword(password), role: "student" });
      return { created: true as const, username, password };
    },

    deleteExpiredSessions: () => repo.deleteExpiredSessions(db),
  };
}
