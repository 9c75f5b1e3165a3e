import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: ["/", "/stories", "/404"],
  async buildEnd({ reactRouterConfig }) {
    // Static hosts answer unknown paths with /404.html, so the prerendered not-found page goes there.
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    await copyFile(path.join(client, "404/index.html"), path.join(client, "404.html"));
    // Every route is prerendered, so the SPA fallback page and Vite's manifest are never served.
    await rm(path.join(client, "__spa-fallback.html"));
    await rm(path.join(client, ".vite"), { recursive: true, force: true });
  },
} satisfies Config;
