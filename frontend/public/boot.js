// Starts the app on a page the server rendered (the challenge screen). Its HTML and styles paint
// on their own; the app's code is fetched once that first paint is done, so on a slow connection
// it never shares the bandwidth the paint needs. The server names the entry and the screen's
// chunks in data attributes; a plain file, not an inline script: the content security policy
// allows the app's own files only.
// Until the app has adopted the page, a click on one of its buttons (a tab, Run) is held and
// given to the app once it is ready ("app-ready", main.tsx), instead of being lost; links work
// as plain links.
(() => {
  const boot = document.currentScript;
  const held = [];
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener("click", hold, true);
  window.addEventListener(
    "app-ready",
    () => {
      document.removeEventListener("click", hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
    { once: true },
  );
  let started = false;
  // The entry first (the largest file), then the screen's chunks, one per task: adding a
  // modulepreload link costs a phone several milliseconds, and all of them at once made one
  // long task while the page was ready to be read.
  const start = () => {
    if (started) return;
    started = true;
    const entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = boot.getAttribute("data-entry");
    document.head.append(entry);
    const chunks = (boot.getAttribute("data-preload") ?? "").split(" ").filter(Boolean);
    const preloadNext = () => {
      const href = chunks.shift();
      if (!href) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
      setTimeout(preloadNext, 0);
    };
    preloadNext();
  };
  // A hidden tab paints nothing (and runs no animation frame): start at once, or when shown.
  if (document.visibilityState !== "visible") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener("visibilitychange", start, { once: true });
})();
