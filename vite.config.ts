import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

// Code only an interaction needs stays in its own lazily loaded chunk.
const lazyModules = /\/app\/components\/(trip-dialog|photo-viewer)\.tsx$/;
// The small modules the pages share, as one file with what they import (React, React Router)
// instead of a request each. The home page's sections stay in the home route's chunk.
const sharedModules =
  /\/app\/(components\/(?!sections\/)|lib\/)|\/node_modules\/(lucide-react|clsx)\//;

// The chunks every page runs at start: React DOM with the client entry, and the shared chunk.
const compiledOnLoad = new Set(["entry.client", "shared"]);

export default defineConfig({
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // Most of these two chunks runs while the page hydrates. The magic comment (V8's explicit
        // compile hints, Chrome 136+; other browsers ignore it) has V8 compile all their functions
        // on a background thread as they arrive, instead of on the main thread at first call.
        postBanner: (chunk) =>
          compiledOnLoad.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : "",
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: (id: string) => sharedModules.test(id) && !lazyModules.test(id),
            },
          ],
        },
      },
    },
  },
});
