import { useEffect } from "react";
import { PRODUCT_NAME } from "./brand";

/** The home page's title, as index.html serves it before the app starts. */
const HOME_TITLE = `${PRODUCT_NAME} — learn and practise coding`;

/** "Two Sum · CodePractice": the page first, so tabs and history entries tell pages apart. */
export function formatDocumentTitle(page: string | null | undefined): string {
  return page ? `${page} · ${PRODUCT_NAME}` : HOME_TITLE;
}

/**
 * Sets the browser tab's title while the page is shown. `page` may change as data loads
 * ("Challenge", then "Two Sum"); null is the home page's title.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}
