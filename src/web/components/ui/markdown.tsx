import type { ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { cn } from '#web/lib/cn.ts';

/** http(s), mailto, or a path on this site ("/pricing"; not "//host", which leaves it). */
const ALLOWED_URL = /^(https?:|mailto:|\/(?![/\\]))/i;
/** Browsers drop tabs and line breaks inside an address, so "/\t/host" would become "//host". */
const hasControlCharacter = (url: string) => [...url].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * The one rule for addresses in Markdown: a link is kept only if react-markdown's own filter lets
 * it through (it drops javascript: and the like) and it is http(s), mailto or a path on this site.
 * Anything else becomes '' and the link's text stays as plain text.
 */
export function safeUrl(url: string): string {
  if (hasControlCharacter(url)) return '';
  const transformed = defaultUrlTransform(url);
  return ALLOWED_URL.test(transformed) ? transformed : '';
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const boldParagraph: Components['p'] = ({ children }) => <p className="font-semibold">{children}</p>;

const LOOKS = {
  /**
   * A member's post: links open in a new tab without access to this page, images (which would load
   * from anywhere) show as links, and headings (which would break the page's outline) as bold text.
   */
  post: {
    className:
      'text-sm leading-relaxed text-pretty [overflow-wrap:anywhere] [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-300 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_hr]:my-3 [&_hr]:border-border [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_pre]:mb-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5 [&>*:last-child]:mb-0',
    components: {
      a: ({ href, children }) => (href ? <NewTabLink href={href}>{children}</NewTabLink> : <span>{children}</span>),
      img: ({ src, alt }) => {
        const href = typeof src === 'string' ? src : '';
        return href ? <NewTabLink href={href}>{alt || href}</NewTabLink> : <span>{alt}</span>;
      },
      h1: boldParagraph,
      h2: boldParagraph,
      h3: boldParagraph,
      h4: boldParagraph,
      h5: boldParagraph,
      h6: boldParagraph,
    } satisfies Components,
  },
  /** A lesson written by staff, under the page's h2: its own headings start at h3; images show their text. */
  lesson: {
    className:
      'leading-relaxed text-pretty [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_em]:italic [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_strong]:font-semibold [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6',
    components: {
      a: ({ href, children }) => (href ? <a href={href}>{children}</a> : <span>{children}</span>),
      h1: ({ children }) => <h3>{children}</h3>,
      h2: ({ children }) => <h3>{children}</h3>,
      h3: ({ children }) => <h4>{children}</h4>,
      img: ({ alt }) => <span>{alt}</span>,
    } satisfies Components,
  },
};

/** Markdown rendered without raw HTML (HTML shows as the text it is), with addresses kept by `safeUrl`. */
export function Markdown({ source, look, className }: { source: string; look: keyof typeof LOOKS; className?: string }) {
  const { className: lookClassName, components } = LOOKS[look];
  return (
    <div className={cn(lookClassName, className)}>
      <ReactMarkdown urlTransform={safeUrl} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
