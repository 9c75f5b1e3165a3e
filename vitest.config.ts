import { defineConfig } from "vitest/config";
import { photos } from "./plugins/photos/index.ts";

export default defineConfig({
  plugins: [photos()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "plugins/**/*.test.ts", "scripts/**/*.test.mjs"],
    // Some tests run processes (git, exiftool, a build) or hundreds of generated cases: on a machine
    // running other checks beside them (npm test's lanes, a second npm test) they take several
    // times their quiet seconds (a 1.7 s HEIC test took 22 s beside a second npm test), and
    // Vitest's 5 s default failed them there. The limit only catches a test that hangs.
    testTimeout: 120_000,
    environment: "node",
    // The test files share their workers' modules: none changes a module's state for another, and
    // a third less work (30 s of CPU instead of 44) on machines running npm test's other lanes.
    isolate: false,
    setupFiles: ["./app/test-setup.ts"],
  },
});
