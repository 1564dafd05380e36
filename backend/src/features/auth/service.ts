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

export function createAuthService(deps: {
  db: Db;
  sessionSecret: string;
  sessionTtlMs: number;
  sessionsPerUser?: number;
}) {
  const { db, sessionSecret, sessionTtlMs } = deps;
  const sessionsPerUser = deps.sessionsPerUser ?? DEFAULT_SESSIONS_PER_USER;
  const endedListeners = new Set<(sessionIds: readonly string[]) => void>();

  function sessionsEnded(sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return;
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

    /** Tells the listener (the socket server) which sessions ended: logged out or revoked. */
    onSessionsEnded(listener: (sessionIds: readonly string[]) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** The user behind a cookie token, or undefined. One indexed join. */
    async resolveSession(token: string | undefined): Promise<SessionUser | undefined> {
      if (!token || token.length > 100) return undefined;
      const row = await repo.findSessionUser(db, sessionIdFromToken(token, sessionSecret));
      if (!row) return undefined;
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        email: row.email,
        fullName: row.fullName,
        sessionId: row.sessionId,
      };
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
