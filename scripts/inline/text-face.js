// @ts-check
/**
 * Turns the text faces on and preloads them only where the service worker, which saved them, serves
 * the page (ADR 013). data-face is read by app.css and content/ar/edition.css.
 * @param {string[]} faces the faces' font files, as the stylesheet names them
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function textFaces(faces) {
  if (!navigator.serviceWorker?.controller) return;
  document.documentElement.dataset.face = "";
  for (const href of faces) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
}
