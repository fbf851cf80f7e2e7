/** Shown when a tactic has no implementation tips of its own. */
export const GENERAL_IMPLEMENTATION_TIPS = [
  'Start with one small experiment and decide up front which number will tell you it worked',
  'Measure your baseline before you change anything',
  'Give the tactic two to four weeks before you judge it',
  'Write down what you learned, whether it worked or not',
] as const;
