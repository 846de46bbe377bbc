/** ICU arguments for "{name}'s …" messages: `s` picks "James'" over "James's" in English (lib/whose `possessive`) */
export const whoseArgs = (name: string): { name: string; s: 'yes' | 'no' } => ({
  name,
  s: /s$/i.test(name) ? 'yes' : 'no',
});
