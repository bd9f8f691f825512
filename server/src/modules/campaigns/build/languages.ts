/** Google's language criterion ids (languageConstants/{id}) for the languages the wizard offers. */
export const LANGUAGE_CONSTANTS: Record<string, number> = {
  en: 1000, de: 1001, fr: 1002, es: 1003, it: 1004, ja: 1005, da: 1009, nl: 1010, fi: 1011, ko: 1012, no: 1013,
  pt: 1014, sv: 1015, zh: 1017, ar: 1019, pl: 1030, ru: 1031, tr: 1037, ca: 1038,
};
const BY_ID = new Map(Object.entries(LANGUAGE_CONSTANTS).map(([code, id]) => [`languageConstants/${id}`, code]));

export const languageConstant = (code: string): string | null => (code in LANGUAGE_CONSTANTS ? `languageConstants/${LANGUAGE_CONSTANTS[code]}` : null);
export const languageCode = (constant: string): string | null => BY_ID.get(constant) ?? null;
