import { PROVENANCE_KIND_LABELS, type ProvenanceKind } from '#shared/constants.ts';

/** "Verified, as of Sep 30, 2026" beside a figure (PRODUCT §11); nothing when no source is recorded. */
export function FigureProvenance({ provenance }: { provenance: { kind: ProvenanceKind; as_of: string | null } | undefined }) {
  if (!provenance) return null;
  const asOf = provenance.as_of ? new Date(`${provenance.as_of}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : null;
  return (
    <span className="block text-xs text-muted-foreground">
      {PROVENANCE_KIND_LABELS[provenance.kind]}
      {asOf ? `, as of ${asOf}` : ''}
    </span>
  );
}
