declare module "virtual:photos" {
  const pictures: Record<string, import("./schema").Picture>;
  export default pictures;
}
