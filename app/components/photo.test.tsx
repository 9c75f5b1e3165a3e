// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { photoFallbackScript } from "~/lib/photo-fallback";
import { Photo } from "./photo";

const src = "https://images.unsplash.com/photo-1502602898657-3e91760cbb34";

test("a photo below the fold is responsive, sized and lazy", () => {
  render(<Photo src={src} alt="The Eiffel Tower" width={800} height={600} sizes="50vw" />);
  const image = screen.getByRole("img", { name: "The Eiffel Tower" });
  expect(image).toHaveAttribute("sizes", "50vw");
  expect(image).toHaveAttribute("width", "800");
  expect(image).toHaveAttribute("height", "600");
  expect(image).toHaveAttribute("loading", "lazy");
  expect(image).toHaveAttribute("decoding", "async");
  expect(image).not.toHaveAttribute("fetchpriority");
  const candidates = image.getAttribute("srcset")?.split(", ");
  expect(candidates).toEqual(
    [160, 192, 230, 276, 320, 400, 480, 560, 640, 720, 800].map(
      (w) => `${src}?auto=format&fit=crop&w=${w}&h=${Math.round((w * 3) / 4)}&q=70 ${w}w`,
    ),
  );
  expect(image).toHaveAttribute("src", `${src}?auto=format&fit=crop&w=800&h=600&q=70`);
});

test("the priority photo is fetched first and never lazily", () => {
  render(<Photo src={src} alt="" width={1920} height={1280} sizes="100vw" isPriority />);
  const image = screen.getByRole("presentation");
  expect(image).toHaveAttribute("loading", "eager");
  expect(image).toHaveAttribute("fetchpriority", "high");
  expect(image.getAttribute("srcset")).toContain("1920w");
});

test("a photo that fails to load hands its alt text to its frame, for the stylesheet to show", () => {
  new Function(photoFallbackScript)();
  render(
    <>
      <Photo src={src} alt="The Eiffel Tower" width={800} height={600} sizes="50vw" />
      <Photo src={src} alt="The Seine" width={800} height={600} sizes="50vw" />
    </>,
  );
  const failed = screen.getByRole("img", { name: "The Eiffel Tower" });
  fireEvent.error(failed);
  expect(failed.closest("[data-photo]")).toHaveAttribute("data-failed", "The Eiffel Tower");
  const loaded = screen.getByRole("img", { name: "The Seine" });
  expect(loaded.closest("[data-photo]")).not.toHaveAttribute("data-failed");
});
