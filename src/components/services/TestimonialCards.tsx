import type { Testimonial } from '@/content/testimonials';
import { servicePageText } from '@/content/service-pages/common';
import { Stars } from '@/components/ui/Stars';

export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-5 ${items.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'}`}>
      {items.map((item) => (
        <li key={item.name} className="flex">
          <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Stars rating={item.rating} label={servicePageText.testimonialRating(item.rating)} />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-slate-200 pt-4">
              <span className="block font-bold text-brand-900">{item.name}</span>
              <span className="text-sm text-slate-600">{item.place}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
