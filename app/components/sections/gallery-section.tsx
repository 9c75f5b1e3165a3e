import { MapPin } from "lucide";
import { Icon } from "~/components/icon";
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import type { PageGalleryItem } from "~/content/schema";

// The viewer's code loads the first time a photo is opened.
const PhotoViewer = lazy(() => import("~/components/photo-viewer"));

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
    <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="gallery-title">Adventure Gallery</SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={index} id={`gallery-${index + 1}`} className="scroll-mt-20">
              <a
                href={`#gallery-${index + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate({ hash: `gallery-${index + 1}` }, { preventScrollReset: true });
                }}
                className="group relative block overflow-hidden rounded-2xl bg-sand-200 shadow-sm"
                aria-label={`${item.caption}, ${item.location}`}
              >
                <Photo
                  src={item.src}
                  alt={item.alt}
                  width={800}
                  height={600}
                  sizes="(min-width: 72rem) 22.2rem, (min-width: 64rem) calc(33.3vw - 1.9rem), (min-width: 40rem) calc(50vw - 2.2rem), calc(100vw - 2.5rem)"
                  className="aspect-[4/3] h-auto w-full motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                />
                <span className="gallery-caption absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/80 via-black/50 to-transparent px-5 pt-12 pb-4 text-white">
                  <span className="font-display text-xl font-semibold">{item.caption}</span>
                  <span className="mt-1 flex items-center gap-1.5 text-sm text-stone-200">
                    <Icon icon={MapPin} className="size-4" />
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
