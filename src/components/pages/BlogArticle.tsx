import { ArrowLeft } from '@/components/ui/line-icons';
import Link from 'next/link';
import { blogPage, type BlogPost } from '@/content/blog';
import { bookingPath } from '@/content/services';
import { formatLongDate } from '@/lib/format-date';
import { LinkButton } from '@/components/ui/LinkButton';

export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-3xl">
        <Link
          prefetch={false}
          href="/blog"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {blogPage.back}
        </Link>
        <header className="mt-6 border-b border-slate-200 pb-8">
          <p className="text-sm text-slate-600">
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            <span aria-hidden="true"> · </span>
            {blogPage.minutes(post.readingMinutes)}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>
        </header>
        {post.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <aside
          aria-labelledby="article-cta-heading"
          className="mt-14 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="article-cta-heading" className="text-xl font-bold text-brand-900">
            {blogPage.ctaTitle}
          </h2>
          <p className="mt-2 text-slate-700">{blogPage.ctaText}</p>
          <LinkButton href={bookingPath()} className="mt-5">
            {blogPage.ctaButton}
          </LinkButton>
        </aside>
      </div>
    </article>
  );
}
