import {
  BadgeDollarSign,
  Boxes,
  Briefcase,
  Cloud,
  FileDown,
  Handshake,
  Magnet,
  Megaphone,
  MapPin,
  Newspaper,
  Package,
  Repeat,
  Rocket,
  Share2,
  ShoppingBag,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { BusinessModel, CaseStudyType, TacticCategory } from '#shared/constants.ts';
import { formatMonthlyRevenue } from '#shared/domain/metrics.ts';
import { BUSINESS_MODEL_OPTIONS } from '#shared/filter-options.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * A topic (a study's business model or a tactic's category) sets a cover's icon and hue, so
 * covers of one kind look alike and kinds stay apart; unknown topics get a hue from their name.
 */
const TOPICS: Record<BusinessModel | TacticCategory, { Icon: LucideIcon; hue: number; saturation?: number }> = {
  saas: { Icon: Cloud, hue: 232 },
  ecommerce: { Icon: ShoppingBag, hue: 24 },
  content: { Icon: Newspaper, hue: 196 },
  services: { Icon: Briefcase, hue: 160 },
  digital: { Icon: FileDown, hue: 282 },
  apps: { Icon: Smartphone, hue: 330 },
  other: { Icon: Boxes, hue: 215, saturation: 22 },
  acquisition: { Icon: Magnet, hue: 210 },
  activation: { Icon: Rocket, hue: 262 },
  retention: { Icon: Repeat, hue: 174 },
  referral: { Icon: Share2, hue: 308 },
  revenue: { Icon: BadgeDollarSign, hue: 140 },
  product: { Icon: Package, hue: 250 },
  marketing: { Icon: Megaphone, hue: 8 },
  sales: { Icon: Handshake, hue: 36 },
};

/** White text on either colour of a cover stays above this contrast ratio (AA asks 4.5; the rest covers the faint shapes). */
const TEXT_CONTRAST = 6;
const WIDTH = 320;
const HEIGHT = 160;

/** FNV-1a: a small, stable hash, the same on the server and in the browser. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((channel) => Math.round(channel * 255)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of white text on a #rrggbb colour. */
export function contrastWithWhite(hex: string): number {
  const rgb = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
  return 1.05 / (relativeLuminance(rgb) + 0.05);
}

const toHex = (rgb: [number, number, number]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The brightest shade of a hue that white text still reads on. */
function readableShade(hue: number, saturation: number): string {
  for (let lightness = 50; lightness > 5; lightness--) {
    const hex = toHex(hslToRgb(hue, saturation, lightness));
    if (contrastWithWhite(hex) >= TEXT_CONTRAST) return hex;
  }
  return toHex(hslToRgb(hue, saturation, 5));
}

/** The two colours of a topic's cover, the same every time for the same topic. */
export function coverColours(topic: string | null): { from: string; to: string } {
  const known = topic && topic in TOPICS ? TOPICS[topic as keyof typeof TOPICS] : null;
  const hue = known ? known.hue : stableHash(topic ?? '') % 360;
  const saturation = known?.saturation ?? 70;
  return { from: readableShade(hue, saturation), to: readableShade((hue + 38) % 360, saturation) };
}

/** Long place names end in an ellipsis rather than run off the cover. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export interface ContentCoverProps {
  /** Picks the shapes, so two covers on one topic still differ. */
  seed: string;
  /** A business model or tactic category: picks the icon and colours. */
  topic: string | null;
  label: string;
  /** The small line above the figure, e.g. "Monthly revenue". */
  caption: string | null;
  figure: string | null;
  place: string | null;
  /** An uploaded image shows instead of the drawn cover. */
  imageUrl?: string | null;
  className?: string;
}

/**
 * A cover drawn from the content's own data: an inline SVG (no request, a fixed 2:1 box, so nothing
 * shifts while a page loads) with the topic's icon and colours, its key figure and its place.
 */
export function ContentCover({ seed, topic, label, caption, figure, place, imageUrl, className }: ContentCoverProps) {
  const description = [label, caption && figure ? `${caption}: ${figure}` : figure, place].filter(Boolean).join(', ');
  if (imageUrl) {
    return (
      <div className={cn('relative aspect-[2/1] overflow-hidden bg-muted', className)}>
        <img src={imageUrl} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
        {figure && <span className="absolute top-3 left-3 rounded-full bg-black/75 px-2.5 py-1 text-xs font-bold text-white tabular-nums">{figure}</span>}
      </div>
    );
  }
  const Icon = (topic && topic in TOPICS ? TOPICS[topic as keyof typeof TOPICS] : TOPICS.other).Icon;
  const { from, to } = coverColours(topic);
  const hash = stableHash(seed);
  const gradientId = `cover-${stableHash(`${seed}|${topic ?? ''}`).toString(36)}`;
  // Three faint circles placed from the seed, kept to the right so text sits on the plain colours.
  const circles = [0, 1, 2].map((index) => {
    const bits = stableHash(`${hash}:${index}`);
    return { cx: 190 + (bits % 140), cy: (bits >>> 8) % HEIGHT, r: 24 + ((bits >>> 16) % 56) };
  });
  const figureY = place ? 106 : 118;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={description}
      preserveAspectRatio="xMidYMid slice"
      className={cn('block aspect-[2/1] w-full font-sans select-none', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
      {circles.map((circle, index) => (
        <circle key={index} {...circle} fill="#ffffff" fillOpacity={0.07} />
      ))}
      <Icon x={214} y={44} width={124} height={124} color="#ffffff" strokeOpacity={0.16} strokeWidth={1.25} aria-hidden="true" />
      <rect x={20} y={18} width={30} height={30} rx={8} fill="#ffffff" fillOpacity={0.16} />
      <Icon x={27} y={25} width={16} height={16} color="#ffffff" strokeWidth={2} aria-hidden="true" />
      <text x={60} y={38} fill="#ffffff" fontSize={14} fontWeight={600}>
        {label}
      </text>
      {caption && figure && (
        <text x={20} y={figureY - 32} fill="#ffffff" fontSize={11} fontWeight={700} letterSpacing={0.6}>
          {caption.toUpperCase()}
        </text>
      )}
      {figure && (
        <text x={20} y={figureY} fill="#ffffff" fontSize={30} fontWeight={800} className="tabular-nums">
          {figure}
        </text>
      )}
      {place && (
        <>
          <MapPin x={19} y={126} width={14} height={14} color="#ffffff" strokeWidth={2.25} aria-hidden="true" />
          <text x={37} y={138} fill="#ffffff" fontSize={13} fontWeight={500}>
            {clip(place, 34)}
          </text>
        </>
      )}
    </svg>
  );
}

const businessModelName = (model: string | null) => BUSINESS_MODEL_OPTIONS.find((option) => option.value === model)?.label ?? 'Case study';

/** A case study's cover: its business model, its monthly revenue (or that it failed) and its country. */
export function caseStudyCover(study: {
  id: string;
  businessModel: string | null;
  caseStudyType: CaseStudyType;
  monthlyRevenue: number | null;
  country: string | null;
  regionTags: string[];
  featuredImageUrl: string | null;
}): ContentCoverProps {
  const failed = study.caseStudyType === 'failure';
  const revenue = formatMonthlyRevenue(study.monthlyRevenue);
  return {
    seed: study.id,
    topic: study.businessModel,
    label: businessModelName(study.businessModel),
    caption: failed ? 'Outcome' : revenue ? 'Success · monthly revenue' : 'Outcome',
    figure: failed ? 'Failure' : (revenue ?? 'Success'),
    place: study.country ?? study.regionTags[0] ?? null,
    imageUrl: study.featuredImageUrl,
  };
}

/** A tactic's cover: its category, large. */
export function tacticCover(tactic: { id: string; category: string }): ContentCoverProps {
  return {
    seed: tactic.id,
    topic: tactic.category,
    label: 'Tactic',
    caption: null,
    figure: tactic.category.charAt(0).toUpperCase() + tactic.category.slice(1),
    place: null,
  };
}
