import type { L, LocalizedSection } from './template';

type FormSection = Extract<LocalizedSection, { kind: 'form' }>;
type Field = FormSection['fields'][number];

/** The form fields templates share, labelled in both languages. */
export const FIELDS = {
  name: { field: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true },
  email: { field: 'email', label: { es: 'Correo electrónico', en: 'Email' }, type: 'email', required: true },
  phone: { field: 'phone', label: { es: 'Teléfono', en: 'Phone' }, type: 'tel', required: false },
  phoneRequired: { field: 'phone', label: { es: 'Teléfono', en: 'Phone' }, type: 'tel', required: true },
  company: { field: 'company', label: { es: 'Empresa', en: 'Company' }, type: 'text', required: false },
  message: { field: 'message', label: { es: '¿En qué podemos ayudarte?', en: 'How can we help?' }, type: 'textarea', required: false },
  date: { field: 'date', label: { es: 'Fecha', en: 'Date' }, type: 'date', required: true },
  guests: { field: 'guests', label: { es: 'Personas', en: 'Guests' }, type: 'number', required: true },
} satisfies Record<string, Field>;

/** The consent every form asks for (its text is kept with each submission). */
export const CONSENT: L = {
  es: 'Acepto que se usen mis datos para responder a mi solicitud, como explica la política de privacidad.',
  en: 'I agree that my details are used to answer my request, as the privacy policy explains.',
};

export const SENT: L = {
  es: '¡Gracias! Hemos recibido tus datos y te responderemos muy pronto.',
  en: 'Thank you! We have received your details and will get back to you shortly.',
};
