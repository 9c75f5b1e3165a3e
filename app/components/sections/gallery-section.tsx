import { MapPin } from "lucide-react";
import { Photo } from "~/components/photo";
import { SectionHeading } from "~/components/section-heading";
import type { GalleryItem } from "~/content/schema";
import { unsplashUrl } from "~/lib/images";

export function GallerySection({ items }: { items: GalleryItem[] }) {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="gallery-title">Adventure Gallery</SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.src}>
              <a
                href={unsplashUrl(item.src, 2400)}
                className="group relative block overflow-hidden rounded-2xl bg-sand-200 shadow-sm"
                aria-label={`${item.caption}, ${item.location}`}
                data-gallery-index={index}
              >
                <Photo
                  src={item.src}
                  alt={item.alt}
                  width={800}
                  height={600}
                  sizes="(min-width: 72rem) 22rem, (min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 92vw"
                  className="aspect-[4/3] h-auto w-full motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                />
                <span className="gallery-caption absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/80 via-black/50 to-transparent px-5 pt-12 pb-4 text-white">
                  <span className="font-display text-xl font-semibold">{item.caption}</span>
                  <span className="mt-1 flex items-center gap-1.5 text-sm text-stone-200">
                    <MapPin aria-hidden="true" className="size-4" />
                    {item.location}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
