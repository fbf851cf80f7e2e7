import { Boxes, Briefcase, Cloud, FileDown, Newspaper, ShoppingBag, Smartphone, type LucideIcon } from 'lucide-react';
import type { BusinessModel, CaseStudyType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { OutcomeBadge } from './outcome-badge.tsx';

const COVERS: Record<BusinessModel | 'none', { Icon: LucideIcon; gradient: string }> = {
  saas: { Icon: Cloud, gradient: 'from-brand-500 via-indigo-500 to-violet-600' },
  ecommerce: { Icon: ShoppingBag, gradient: 'from-amber-400 via-orange-500 to-rose-500' },
  content: { Icon: Newspaper, gradient: 'from-sky-400 via-cyan-500 to-teal-500' },
  services: { Icon: Briefcase, gradient: 'from-emerald-400 via-teal-500 to-cyan-600' },
  digital: { Icon: FileDown, gradient: 'from-fuchsia-500 via-purple-500 to-indigo-600' },
  apps: { Icon: Smartphone, gradient: 'from-rose-400 via-pink-500 to-fuchsia-600' },
  other: { Icon: Boxes, gradient: 'from-slate-500 via-slate-600 to-slate-800' },
  none: { Icon: Boxes, gradient: 'from-slate-500 via-slate-600 to-slate-800' },
};

/**
 * The cover of a case study: its own uploaded image when it has one, otherwise a picture drawn
 * from its data (a gradient and an icon per business model), so no outside image host is needed.
 */
export function CaseStudyCover({
  businessModel,
  caseStudyType,
  imageUrl,
  className,
}: {
  businessModel: BusinessModel | null;
  caseStudyType: CaseStudyType;
  imageUrl: string | null;
  className?: string;
}) {
  const { Icon, gradient } = COVERS[businessModel ?? 'none'];
  return (
    <div className={cn('relative isolate overflow-hidden', className)}>
      {imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" decoding="async" className="absolute inset-0 -z-10 size-full object-cover" />
      ) : (
        <div aria-hidden="true" className={cn('absolute inset-0 -z-10 bg-gradient-to-br', gradient)}>
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.28),transparent_55%)]" />
          <Icon className="absolute -right-4 -bottom-6 size-32 rotate-[-8deg] text-white/25" strokeWidth={1.5} />
          <Icon className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 text-white drop-shadow" strokeWidth={1.75} />
        </div>
      )}
      <OutcomeBadge type={caseStudyType} look="cover" className="absolute top-3 left-3" />
    </div>
  );
}
