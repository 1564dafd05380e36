// The preview page (always framed with sandbox="allow-scripts", an opaque origin): it waits for
// the document its parent frame sends and shows it in place of itself. Only the first document
// from the parent is taken; writing it replaces this script and its listener.
(() => {
  window.addEventListener("message", (event) => {
    var data = event.data;
    if (event.source !== window.parent || !data || data.source !== "cp-preview-doc" || typeof data.doc !== "string")
      return;
    document.open();
    document.write(data.doc);
    document.close();
  });
  window.parent.postMessage({ source: "cp-preview-ready" }, "*");
})();
