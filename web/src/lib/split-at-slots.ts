/**
 * A translated sentence with an element inside it (a `<Code>`, a link): translate with the element's place
 * given as SLOT, then split there and put the element between the parts, so the sentence stays one message
 * (decision 0057: never concatenate fragments). `splitAtSlots(t('id', { command: SLOT }))` → [before, after].
 */
export const SLOT = '\u2063';

export const splitAtSlots = (text: string): string[] => text.split(SLOT);
