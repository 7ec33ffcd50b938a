import { ArrowRight } from '@/components/ui/line-icons';
import { StaticImage } from '@/components/ui/StaticImage';
import Link from 'next/link';
import { serviceArt } from '@/content/art';
import { blogPage, blogPath, blogPosts } from '@/content/blog';
import { formatLongDate } from '@/lib/format-date';
import { PageHeader } from './PageHeader';

/** `firstArtMarkup`: the first post's picture as SVG markup, drawn inside the page (inlineSvg). */
export function BlogIndex({ firstArtMarkup }: { firstArtMarkup: string }) {
  return (
    <>
      <PageHeader eyebrow={blogPage.eyebrow} title={blogPage.title} intro={blogPage.intro} />
      <div className="px-4 pb-16">
        <ul className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3">
          {blogPosts.map((post, index) => (
            <li
              key={post.slug}
              className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600 motion-reduce:transition-none"
            >
              <StaticImage
                src={serviceArt[post.art].src}
                alt=""
                width={serviceArt[post.art].width}
                height={serviceArt[post.art].height}
                className="aspect-[3/2] h-auto w-full bg-brand-50"
                // The first post's picture is on a phone's first screen, the row on a laptop's.
                load={index === 0 ? 'priority' : 'eager'}
                markup={index === 0 ? firstArtMarkup : undefined}
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-slate-600">
                  <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                  <span aria-hidden="true"> · </span>
                  {blogPage.minutes(post.readingMinutes)}
                </p>
                <h2 className="mt-3 text-xl font-bold text-brand-900">
                  <Link
                    prefetch={false}
                    href={blogPath(post.slug)}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
                <p
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700"
                >
                  {blogPage.readMore}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
