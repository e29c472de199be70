import type { Plugin, Rolldown } from "vite";

/** V8's explicit compile hint: compile every function of this file as it loads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Hints only the chunks fetched later (deferred dialogs): Chromium compiles them as they stream in,
 * not on the first tap (ADR 007). Up front it would slow the first load; other engines ignore it.
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
  // What every page loads: the client entry and root route with their imports (each route's module
  // is an entry too, hence the filter).
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
