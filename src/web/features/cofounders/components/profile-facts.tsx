import { COFOUNDER_COMMITMENT_LABELS, COFOUNDER_REGION_LABELS, COFOUNDER_SKILL_LABELS, COFOUNDER_STAGE_LABELS, type CofounderProfileFields } from '#shared/schemas/cofounders.ts';

/** A profile's facts as short lines. */
export function ProfileFacts({ profile }: { profile: CofounderProfileFields }) {
  const skills = (list: CofounderProfileFields['skills']) => list.map((skill) => COFOUNDER_SKILL_LABELS[skill]).join(', ');
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">Skills</dt>
      <dd className="text-muted-foreground">{skills(profile.skills)}</dd>
      <dt className="font-medium">Looks for</dt>
      <dd className="text-muted-foreground">{skills(profile.seeking)}</dd>
      <dt className="font-medium">Stage</dt>
      <dd className="text-muted-foreground">{COFOUNDER_STAGE_LABELS[profile.stage]}</dd>
      <dt className="font-medium">Time zone</dt>
      <dd className="text-muted-foreground">{COFOUNDER_REGION_LABELS[profile.region]}</dd>
      <dt className="font-medium">Commitment</dt>
      <dd className="text-muted-foreground">{COFOUNDER_COMMITMENT_LABELS[profile.commitment]}</dd>
    </dl>
  );
}
