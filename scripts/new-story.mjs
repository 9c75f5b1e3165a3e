// `npm run new-story -- "Night Train to Hanoi"`: starts a new story (app/content/new-story.ts).
import { runnerImport } from "vite";

/** @type {{ module: typeof import("../app/content/new-story.ts") }} */
const { module } = await runnerImport("./app/content/new-story.ts");
process.exitCode = module.main(process.argv.slice(2));
