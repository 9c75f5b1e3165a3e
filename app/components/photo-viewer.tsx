import { ChevronLeft, ChevronRight, MapPin, X } from "lucide";
import { Icon } from "~/components/icon";
import { AvifSource } from "~/components/photo";
import { useEffect, useRef } from "react";
import type { PageGalleryItem } from "~/content/schema";
import { unsplashSrcSet, unsplashUrl } from "~/lib/images";
import { fill } from "~/i18n/words";
import { photoViewer } from "virtual:lazy-words";

const SCREEN_WIDTHS = [640, 960, 1280, 1600, 2048, 2560];
const SWIPE_DISTANCE = 50;

const isRightToLeft = (element: Element) => getComputedStyle(element).direction === "rtl";

export default function PhotoViewer({
  items,
  index,
  onShow,
  onClose,
}: {
  items: PageGalleryItem[];
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | undefined>(undefined);
  const item = items[index];
  const previous = (index - 1 + items.length) % items.length;
  const next = (index + 1) % items.length;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The page behind does not scroll (see the note in app.css on why this is not CSS).
    document.documentElement.style.overflow = "hidden";
    return () => {
      element?.close();
      document.documentElement.style.overflow = "";
    };
  }, []);

  if (!item) return null;

  // The photos run in the reading direction: in a right-to-left language the next one is to the
  // left, so ArrowLeft and a swipe towards the right bring it.
  function handleKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    const [back, forward] = isRightToLeft(event.currentTarget)
      ? ["ArrowRight", "ArrowLeft"]
      : ["ArrowLeft", "ArrowRight"];
    if (event.key === back) onShow(previous);
    if (event.key === forward) onShow(next);
  }

  function handleTouchEnd(event: React.TouchEvent<HTMLElement>) {
    const start = swipeStart.current;
    const end = event.changedTouches[0]?.clientX;
    swipeStart.current = undefined;
    if (start === undefined || end === undefined) return;
    const towardsPrevious = isRightToLeft(event.currentTarget) ? start - end : end - start;
    if (towardsPrevious > SWIPE_DISTANCE) onShow(previous);
    if (-towardsPrevious > SWIPE_DISTANCE) onShow(next);
  }

  const button =
    "grid size-12 place-items-center rounded-full bg-white/10 text-white hover:bg-white/25";
  return (
    <dialog
      ref={dialog}
      aria-label={fill(photoViewer.label, {
        number: index + 1,
        count: items.length,
        caption: item.caption,
      })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={handleKeyDown}
      onTouchStart={(event) => (swipeStart.current = event.touches[0]?.clientX)}
      onTouchEnd={handleTouchEnd}
      className="m-0 h-dvh max-h-none w-screen max-w-none touch-pan-y overscroll-none bg-black/95 p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
          <p className="px-2 text-sm font-semibold tabular-nums" aria-live="polite">
            {index + 1} / {items.length}
          </p>
          <button type="button" className={button} onClick={onClose} aria-label={photoViewer.close}>
            <Icon icon={X} className="size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16">
          {typeof item.src === "string" ? (
            <img
              key={index}
              src={unsplashUrl(item.src, 1600)}
              srcSet={unsplashSrcSet(item.src, SCREEN_WIDTHS)}
              sizes="100vw"
              alt={item.alt}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            // The owner's own photo: the largest of the sizes the build made for it.
            <picture key={index} className="contents">
              <AvifSource picture={item.src} sizes="100vw" />
              <img
                src={item.src.img.src}
                srcSet={item.src.sources.jpeg}
                sizes="100vw"
                alt={item.alt}
                className="max-h-full max-w-full object-contain"
              />
            </picture>
          )}
          <button
            type="button"
            className={`${button} absolute inset-s-2 sm:inset-s-4`}
            onClick={() => onShow(previous)}
            aria-label={photoViewer.previous}
          >
            <Icon icon={ChevronLeft} className="size-7 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className={`${button} absolute inset-e-2 sm:inset-e-4`}
            onClick={() => onShow(next)}
            aria-label={photoViewer.next}
          >
            <Icon icon={ChevronRight} className="size-7 rtl:-scale-x-100" />
          </button>
        </div>
        <div className="p-4 text-center sm:p-6">
          <p className="font-display text-2xl font-semibold">{item.caption}</p>
          <p className="mt-1 flex items-center justify-center gap-1.5 text-stone-300">
            <Icon icon={MapPin} className="size-4" />
            {item.location}
          </p>
        </div>
      </div>
    </dialog>
  );
}
