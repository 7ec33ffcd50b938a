import type { Cta } from '@/content/service-pages';
import { LinkButton } from '@/components/ui/LinkButton';

export function CtaRow({
  ctas,
  onDark = false,
  className = '',
}: {
  ctas: readonly Cta[];
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {ctas.map((cta) => (
        <LinkButton
          key={cta.label}
          href={cta.href}
          variant={onDark && cta.variant === 'secondary' ? 'onDark' : (cta.variant ?? 'primary')}
        >
          {cta.label}
        </LinkButton>
      ))}
    </div>
  );
}
