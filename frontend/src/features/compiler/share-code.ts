import { MAX_COMPILER_CODE_LENGTH } from "@cp/contracts";
import { toast } from "@/app/toast-store";
import type { TCompilerSlug } from "./compiler-languages";
import { encodeShareFragment } from "./share-link";

/** The Share button: copies a link that opens `code` in this language's compiler, and says so. */
export async function shareCode(slug: TCompilerSlug, code: string): Promise<void> {
  if (code.length > MAX_COMPILER_CODE_LENGTH) {
    // A link to it would not open: the decoder refuses code longer than the compiler runs.
    toast({ title: "Too Large to Share", description: "Code must be at most 512 KB.", variant: "destructive" });
    return;
  }
  const url = `${window.location.origin}/compiler/${slug}${await encodeShareFragment(code)}`;
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    copyWithSelection(url);
  }
  toast({ title: "Link Copied!", description: "Anyone with the link sees this code." });
}

/** Clipboard fallback for browsers that refuse navigator.clipboard (plain http, older engines). */
function copyWithSelection(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    document.execCommand("copy");
  } finally {
    area.remove();
  }
}
