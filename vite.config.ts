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

export default defineConfig({
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
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
