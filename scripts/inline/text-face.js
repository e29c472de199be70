// @ts-check
/**
 * Inlined in every page's <head> by scripts/postbuild.ts (ADR 013), so it
 * runs before the page paints. The site's text faces (Atkinson Hyperlegible
 * Next; Noto Sans Arabic in the Arabic edition) are saved by the service
 * worker with the rest of the edition, and asked for only on a load the
 * worker serves: there they come from the device within the block period and
 * the first paint is set in them. On a first visit the page paints in the
 * metric-matched fallback and stays in it, so the faces never hold back the
 * first paint and never swap in later (nothing moves). data-face on <html>
 * turns them on (app.css, content/ar/edition.css).
 */
if (navigator.serviceWorker?.controller) document.documentElement.dataset.face = "";
