import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import type { PageGalleryItem } from "~/content/schema";
import { useWords } from "~/i18n/use-words";

// The viewer's code loads the first time a photo is opened.
const PhotoViewer = lazy(() => import("~/components/photo-viewer"));

const LEAD_SIZES =
  "(min-width: 72rem) 45.6rem, (min-width: 40rem) calc(66.7vw - 2.3rem), calc(100vw - 2.5rem)";
const TILE_SIZES =
  "(min-width: 72rem) 22.3rem, (min-width: 40rem) calc(33.3vw - 1.7rem), calc(50vw - 1.5rem)";
// On a phone the last photo, alone on its row, runs the full width (app.css).
const LAST_SIZES =
  "(min-width: 72rem) 22.3rem, (min-width: 40rem) calc(33.3vw - 1.7rem), calc(100vw - 2.5rem)";

const subscribeToNothing = () => () => {};

/** Photo N (from 1) has the address /#gallery-N: it opens the viewer, and Back closes it. */
function useOpenPhotoIndex(count: number) {
  const { hash } = useLocation();
  const number = Number(/^#gallery-(\d+)$/.exec(hash)?.[1]);
  const index = number >= 1 && number <= count ? number - 1 : undefined;
  // The prerendered page has no hash: the viewer appears only once the page is hydrated. Without a
  // photo in the address the value does not change at hydration, so the gallery is not rendered twice.
  return useSyncExternalStore(
    subscribeToNothing,
    () => index,
    () => undefined,
  );
}

export function GallerySection({ items }: { items: PageGalleryItem[] }) {
  const { words } = useWords();
  const openIndex = useOpenPhotoIndex(items.length);
  const navigate = useNavigate();
  const lastOpened = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (openIndex !== undefined) {
      lastOpened.current = openIndex;
    } else if (lastOpened.current !== undefined) {
      document
        .getElementById(`gallery-${lastOpened.current + 1}`)
        ?.querySelector("a")
        ?.focus();
      lastOpened.current = undefined;
    }
  }, [openIndex]);

  function show(index: number) {
    navigate({ hash: `gallery-${index + 1}` }, { replace: true, preventScrollReset: true });
  }

  function close() {
    // Opened by a click here: step back so Back and Close agree. Opened from a shared link: drop the hash.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate({ hash: "gallery" }, { replace: true, preventScrollReset: true });
  }

  return (
    <section id="gallery" aria-labelledby="gallery-title" className="section-anchor py-14 sm:py-24">
      <div className="container-page">
        <SectionHeading id="gallery-title">{words.home.gallery}</SectionHeading>
        {/* Two columns on a phone, three from 40rem: the first photo leads at twice the size,
            and on a phone the last runs the full width so the grid ends square. Each caption
            stands under its photo, or from 64rem lies on it (app.css). */}
        <ul className="gallery-grid mt-8 grid grid-cols-2 gap-x-2 gap-y-4 sm:mt-12 sm:grid-cols-3 sm:gap-x-4 sm:gap-y-5 lg:gap-y-4">
          {items.map((item, index) => (
            <li key={index} id={`gallery-${index + 1}`} className="scroll-mt-24">
              <a
                href={`#gallery-${index + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate({ hash: `gallery-${index + 1}` }, { preventScrollReset: true });
                }}
                className="gallery-link group"
                aria-labelledby={`gallery-${index + 1}-caption gallery-${index + 1}-location`}
              >
                <Photo
                  src={item.src}
                  alt={item.alt}
                  width={800}
                  height={600}
                  sizes={
                    index === 0
                      ? LEAD_SIZES
                      : index === items.length - 1 && items.length % 2 === 0
                        ? LAST_SIZES
                        : TILE_SIZES
                  }
                />
                <span className="gallery-caption flex flex-col pt-2 lg:absolute lg:inset-x-0 lg:bottom-0 lg:px-4 lg:pt-4 lg:pb-3">
                  <span
                    id={`gallery-${index + 1}-caption`}
                    className={`font-display leading-snug font-semibold text-ink lg:text-on-photo ${index === 0 ? "text-lg lg:text-xl" : "text-[0.9375rem] lg:text-base"}`}
                  >
                    {item.caption}
                  </span>{" "}
                  <span
                    id={`gallery-${index + 1}-location`}
                    className="mt-0.5 text-xs font-semibold tracking-[0.12em] text-stone-600 uppercase lg:text-on-photo-muted"
                  >
                    {item.location}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {openIndex !== undefined && (
        <Suspense fallback={null}>
          <PhotoViewer items={items} index={openIndex} onShow={show} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
