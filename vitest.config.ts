import { defineConfig } from "vitest/config";
import { photos } from "./plugins/photos/index.ts";

export default defineConfig({
  plugins: [photos()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "plugins/**/*.test.ts", "scripts/**/*.test.mjs"],
    environment: "node",
    setupFiles: ["./app/test-setup.ts"],
  },
});
