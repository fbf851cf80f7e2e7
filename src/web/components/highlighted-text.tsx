import type { HighlightRange } from '#shared/schemas/content.ts';

/**
 * Text with the matched search words marked. The ranges come from the API as offsets, and the
 * text is rendered as React text nodes: nothing in a result is ever read as HTML.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges?: HighlightRange[] }) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-500/40">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
