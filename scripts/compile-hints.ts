import type { Plugin, Rolldown } from "vite";

/** V8's explicit compile hint: compile every function of this file as it loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the client chunks that pages fetch later, not up front (the deferred
 * dialogs, fetched when the page is idle), with V8's explicit compile hint, so
 * Chromium compiles their functions off the main thread as they stream in,
 * instead of one by one on the tap that first runs them (ADR 007: about 15 ms
 * of a first dialog's frame on the slow phone profile). What every page loads
 * up front is left as it is: compiling all of it eagerly would cost the first
 * load. Other browsers read the hint as a comment.
 */
export function compileHints(): Plugin {
  return {
    name: "lumina:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      addCompileHints(bundle);
    },
  };
}

export function addCompileHints(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
  const closure = (roots: string[]) => {
    const found = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (found.has(fileName) || chunk?.type !== "chunk") return;
      found.add(fileName);
      chunk.imports.forEach(visit);
    };
    roots.forEach(visit);
    return found;
  };
  // What every page loads: the client entry and the root route, with what they
  // import (the build counts each route's module as an entry too).
  const everyPage = closure(
    chunks
      .filter((chunk) => chunk.isEntry && !isRoute(chunk.facadeModuleId))
      .map((chunk) => chunk.fileName),
  );
  // What pages fetch later: what they import dynamically, other than route modules.
  const later = closure(
    chunks
      .flatMap((chunk) => chunk.dynamicImports)
      .filter((fileName) => {
        const chunk = bundle[fileName];
        return chunk?.type === "chunk" && !isRoute(chunk.facadeModuleId);
      }),
  );
  for (const fileName of later) {
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk" && !everyPage.has(fileName)) chunk.code = COMPILE_HINT + chunk.code;
  }
}

const isRoute = (id: string | null) => id !== null && /[\\/]app[\\/]routes[\\/]/.test(id);
