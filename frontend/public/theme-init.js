// Applied before first paint so a saved light theme never flashes dark (and vice versa). A file,
// not an inline script: the content security policy allows the app's own scripts only.
(() => {
  var theme = "dark";
  try {
    if (localStorage.getItem("theme") === "light") theme = "light";
  } catch {}
  var root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
