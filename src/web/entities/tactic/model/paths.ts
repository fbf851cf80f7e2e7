/** Where a tactic is read. */
export const tacticPath = (id: string) => `/tactics/${id}`;
