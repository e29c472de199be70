import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { COMPILE_HINT, addCompileHints } from "./compile-hints";

type Chunk = Rolldown.OutputChunk;

function chunk(fileName: string, facadeModuleId: string | null, links: Partial<Chunk>): Chunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    code: `/* ${fileName} */`,
    ...links,
  } as Chunk;
}

describe("compile hints", () => {
  it("marks what pages fetch later, and nothing that every page or a route loads up front", () => {
    const bundle = {
      "entry.js": chunk("entry.js", "/p/app/entry.client.tsx", {
        isEntry: true,
        imports: ["react.js"],
      }),
      "root.js": chunk("root.js", "/p/app/root.tsx", { isEntry: true, imports: ["react.js"] }),
      "react.js": chunk("react.js", null, {}),
      "home.js": chunk("home.js", "/p/app/routes/home.tsx", {
        isEntry: true,
        imports: ["react.js"],
        dynamicImports: ["video.js", "about.js"],
      }),
      "coach.js": chunk("coach.js", "/p/app/routes/coach.tsx", {
        isEntry: true,
        imports: ["dialog.js"],
      }),
      "about.js": chunk("about.js", "/p/app/routes/about.tsx", { isEntry: true }),
      "video.js": chunk("video.js", "/p/app/features/video-dialog.tsx", {
        imports: ["dialog.js", "react.js"],
      }),
      "dialog.js": chunk("dialog.js", null, { imports: ["react.js"] }),
    };
    addCompileHints(bundle);
    const hinted = Object.values(bundle)
      .filter((item) => item.code.startsWith(COMPILE_HINT))
      .map((item) => item.fileName);
    // dialog.js is up front on /coach but fetched later on /, where the tap is.
    expect(hinted).toEqual(["video.js", "dialog.js"]);
    expect(bundle["video.js"].code).toBe(`${COMPILE_HINT}/* video.js */`);
  });
});
