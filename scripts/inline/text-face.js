// @ts-check
/**
 * Inlined in every page's <head> by scripts/postbuild.ts (ADR 013), so it
 * runs before the page paints. The site's text faces (Atkinson Hyperlegible
 * Next; Noto Sans Arabic in the Arabic edition) are saved by the service
 * worker with the rest of the edition, and used only on a load the worker
 * serves: there this script preloads them, from the device, and the first
 * paint is set in them. A first visit paints in the metric-matched fallback
 * and stays in it, so the faces never hold back the first paint of a visit
 * over the network and never swap in later (nothing moves). data-face on
 * <html> turns them on (app.css, content/ar/edition.css).
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
