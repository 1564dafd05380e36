import type { TUser } from "@cp/contracts";

export function presentUser(user: {
  id: string;
  username: string;
  role: "admin" | "student";
  email: string | null;
  fullName: string | null;
}): TUser {
  return { id: user.id, username: user.username, role: user.role, email: user.email, fullName: user.fullName };
}
