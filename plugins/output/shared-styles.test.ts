import { describe, expect, it } from "vitest";
import { withoutUnusedProperties } from "./shared-styles";

// As Tailwind writes them: the stand-in layer for browsers without @property, then the rules, then
// the @property rules.
const layer = (declarations: string) =>
  `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{${declarations}}::backdrop{${declarations}}}}`;
const shadow = "--tw-shadow:0 0 #0000;--tw-shadow-color:initial";
const blur = "--tw-blur:initial";
const registered = (name: string) => `@property ${name}{syntax:"*";inherits:false}`;
const rules =
  ".shadow{--tw-shadow:0 1px 3px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-shadow)}";

describe("withoutUnusedProperties", () => {
  it("keeps what the page's rules read or set, drops the rest", () => {
    const css = `${layer(`${shadow};${blur}`)}${rules}${["--tw-shadow", "--tw-shadow-color", "--tw-blur"].map(registered).join("")}`;
    expect(withoutUnusedProperties(css)).toBe(
      `${layer(shadow)}${rules}${registered("--tw-shadow")}${registered("--tw-shadow-color")}`,
    );
  });

  it("drops the layer whole when none of its properties is used", () => {
    const css = `${layer(blur)}.p-4{padding:1rem}${registered("--tw-blur")}`;
    expect(withoutUnusedProperties(css)).toBe(".p-4{padding:1rem}");
  });

  it("tells a property from a longer one that starts with its name", () => {
    const css = `${registered("--tw-ring")}.ring{--tw-ring-shadow:0 0 #0000}`;
    expect(withoutUnusedProperties(css)).toBe(".ring{--tw-ring-shadow:0 0 #0000}");
  });

  it("leaves rules without any of them as they are", () => {
    expect(withoutUnusedProperties(rules)).toBe(rules);
  });
});
