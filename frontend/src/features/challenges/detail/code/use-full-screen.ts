import { useEffect, useState } from "react";

/**
 * Whether the editor pane covers the screen. Escape leaves it, unless the editor used the key
 * itself (closing its suggestions or find box, Vim leaving insert mode) or a dialog is open.
 * The page under it does not scroll meanwhile.
 */
export function useFullScreen(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      setOn(false);
    };
    window.addEventListener("keydown", onKeyDown);
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      document.documentElement.style.overflow = previousOverflow;
    };
  }, [on]);
  return [on, setOn];
}
