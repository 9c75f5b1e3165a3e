// The owner's photos the site shows, described by the photo pipeline (plugins/photos/index.ts).
declare module "virtual:photos" {
  const pictures: Record<string, import("./schema").Picture>;
  export default pictures;
}
