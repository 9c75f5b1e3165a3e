import { defineConfig } from "vitest/config";
import { photos } from "./plugins/photos/index.ts";

export default defineConfig({
  plugins: [photos()],
  resolve: { tsconfigPaths: true },
  test: {
    // Some tests run processes (git, exiftool, a build) or hundreds of generated cases: on a busy
    // or slow machine they take several times their quiet seconds. The limit only catches a test
    // that hangs.
    testTimeout: 120_000,
    environment: "node",
    // The test files share their workers' modules: none changes a module's state for another, and
    // a third less work than a fresh set of modules per file.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "plugins/**/*.test.ts", "scripts/**/*.test.mjs"],
          setupFiles: ["./app/test-setup.ts"],
        },
      },
      // What the built site's files say (tests/built/), read from build/client: `npm test` runs it
      // on our build and on the owner's copy (scripts/owner-check.mjs), there with what only the
      // owner's copy holds (tests/owner/*.test.ts), where the owner check says what it wrote
      // (OWNER_TRIP and the rest). In one worker: the files share the site model, read once.
      {
        extends: true,
        test: {
          name: "built",
          // East of UTC, where `npm test` builds the site west of it (scripts/test.mjs).
          env: { TZ: "Asia/Tokyo" },
          include: [
            "tests/built/**/*.test.ts",
            ...(process.env.OWNER_TRIP ? ["tests/owner/**/*.test.ts"] : []),
          ],
          fileParallelism: false,
        },
      },
    ],
  },
});
