/** Members were admitted from the co-founder waitlist to the matching list (actorId: the staff member, null for a scheduled run). */
export type CofounderAdmittedEvent = {
  type: 'cofounder.admitted';
  actorId: string | null;
  payload: { members: { userId: string; admittedAt: string }[] };
};

export type CofounderEvent = CofounderAdmittedEvent;
