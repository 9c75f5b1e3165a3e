import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("stories", "routes/stories.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
