import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ZForumPostInput } from "@cp/contracts";

export const WELCOME_DIR = fileURLToPath(new URL("../../../../content/forum", import.meta.url));

export type WelcomePost = {
  /** The file name without `.md`: what makes seeding idempotent. */
  slug: string;
  title: string;
  content: string;
  category: "General Discussion" | "Help & Support" | "Show & Tell";
  tags: string[];
};

/**
 * Splits a file into its header (`key: value` lines between two `---` lines) and its Markdown
 * body. Tags are a comma-separated list.
 */
function parseFile(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error("it must start with a header between two '---' lines");
  const fields: Record<string, unknown> = { content: match[2] };
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`header line '${line}' is not 'key: value'`);
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    fields[key] =
      key === "tags"
        ? value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value;
  }
  return fields;
}

/**
 * The welcome posts shipped in content/forum, in file-name order, each validated with the same
 * rules as a post written on the site. A malformed file fails start-up with its name.
 */
export async function loadWelcomePosts(dir = WELCOME_DIR): Promise<WelcomePost[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith(".md") && file !== "README.md").sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), "utf8");
      let fields: Record<string, unknown>;
      try {
        fields = parseFile(text);
      } catch (error) {
        throw new Error(`Forum welcome post '${file}' is invalid: ${(error as Error).message}`);
      }
      const parsed = ZForumPostInput.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
        throw new Error(`Forum welcome post '${file}' is invalid: ${issues}`);
      }
      return { slug: file.replace(/\.md$/, ""), ...parsed.data };
    }),
  );
}
