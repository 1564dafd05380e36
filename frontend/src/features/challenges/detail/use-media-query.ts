import { useSyncExternalStore } from "react";
import { useServerMediaQuery } from "@/app/ssr";

/**
 * Whether a CSS media query matches, updated live (window resize, device rotation). A
 * server-rendered page first hydrates with the server's guess of the screen, then takes the real one.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    useServerMediaQuery(query),
  );
}
