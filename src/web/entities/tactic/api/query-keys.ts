/** Every cached tactic query, keyed by the API query it asks. */
export const tacticKeys = {
  all: ['tactics'] as const,
  list: (query: string) => ['tactics', 'list', query] as const,
  detail: (id: string) => ['tactics', 'detail', id] as const,
  toolkit: (id: string) => ['tactics', id, 'toolkit'] as const,
};
