import type { Lang } from './blocks';

type Names = Record<number, Record<Lang, string>>;

/** Stripo's gallery classifies templates by type, season, feature and industry; these are ours. */
export const TEMPLATE_TYPES: Names = {
  1: { es: 'Boletín', en: 'Newsletter' },
  2: { es: 'Bienvenida', en: 'Welcome' },
  3: { es: 'Promoción', en: 'Promotion' },
  4: { es: 'Invitación', en: 'Invitation' },
  5: { es: 'Transaccional', en: 'Transactional' },
  6: { es: 'Reactivación', en: 'Re-engagement' },
  7: { es: 'Encuesta', en: 'Survey' },
  8: { es: 'Recordatorio', en: 'Reminder' },
  9: { es: 'Lanzamiento', en: 'Launch' },
  10: { es: 'Felicitación', en: 'Greeting' },
  11: { es: 'Carta', en: 'Letter' },
};
export const TEMPLATE_SEASONS: Names = {
  1: { es: 'Todo el año', en: 'All year' },
  2: { es: 'Navidad y fin de año', en: 'Christmas and New Year' },
  3: { es: 'Rebajas', en: 'Sales season' },
};
export const TEMPLATE_FEATURES: Names = {
  1: { es: 'Sin imágenes', en: 'Image-free' },
  2: { es: 'Código de descuento', en: 'Discount code' },
  3: { es: 'Tabla de datos', en: 'Data table' },
  4: { es: 'Varias columnas', en: 'Multi-column' },
  5: { es: 'Personalizado', en: 'Personalised' },
  6: { es: 'Botones de respuesta', en: 'Answer buttons' },
};
export const TEMPLATE_INDUSTRIES: Names = {
  1: { es: 'Cualquier sector', en: 'Any industry' },
  2: { es: 'Comercio electrónico', en: 'E-commerce' },
  3: { es: 'Software y servicios', en: 'Software and services' },
  4: { es: 'Eventos y formación', en: 'Events and training' },
  5: { es: 'Hostelería', en: 'Hospitality' },
};

export const namedTags = (ids: number[], names: Names, language: Lang) =>
  ids.map((id) => ({ id, name: names[id]![language] }));
