import { StaticImage } from '@/components/ui/StaticImage';
import type { Picture } from '@/content/art';

export function Gallery({ pictures }: { pictures: readonly Picture[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {pictures.map((picture) => (
        <li key={picture.src}>
          <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <StaticImage
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              className="h-auto w-full bg-brand-50"
            />
            {picture.caption ? (
              <figcaption className="px-3 py-2.5 text-sm font-medium text-slate-800 sm:px-4 sm:py-3 sm:text-base">
                {picture.caption}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
