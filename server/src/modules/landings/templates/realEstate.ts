import { CONSENT, FIELDS } from './shared';
import { type TemplateDefinition } from './template';

/** A new-build development: what the homes offer, key figures, a visit request and the sales office. */
export const realEstate: TemplateDefinition = {
  id: 'real-estate',
  category: 'real-estate',
  name: { es: 'Inmobiliaria', en: 'Real estate' },
  description: { es: 'Para promociones y agencias: calidades, cifras clave, solicitud de visita y oficina de ventas.', en: 'For developments and agencies: features, key figures, a viewing request and the sales office.' },
  brand: { es: 'Residencial Mirador', en: 'Mirador Residences' },
  meta: {
    title: { es: 'Residencial Mirador · Viviendas de 2 a 4 dormitorios con terraza', en: 'Mirador Residences · 2 to 4 bedroom homes with terraces' },
    description: { es: 'Obra nueva junto al parque, con piscina, garaje y certificación energética A. Pide tu visita.', en: 'New homes next to the park with pool, parking and an A energy rating. Book a viewing.' },
  },
  theme: { primary: '#7c2d12', onPrimary: '#ffffff', background: '#fffbf5', surface: '#f5efe6', text: '#1c1917', muted: '#57534e', accent: '#d6b38a', font: 'serif', radius: 4 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Entrega prevista en primavera de 2027', en: 'Handover planned for spring 2027' },
      title: { es: 'Tu casa junto al parque, con terraza y luz todo el día', en: 'Your home by the park, with a terrace and light all day' },
      subtitle: { es: '48 viviendas de 2 a 4 dormitorios con piscina, zonas verdes y garaje. Desde 245.000 €.', en: '48 homes with 2 to 4 bedrooms, a pool, gardens and parking. From €245,000.' },
      cta: { label: { es: 'Pedir una visita', en: 'Book a viewing' }, href: '#form' },
      secondaryCta: { label: { es: 'Oficina de ventas', en: 'Sales office' }, href: '#contact' },
      image: { alt: { es: 'Ilustración del edificio con terrazas orientadas al sur', en: 'Illustration of the building with south-facing terraces' } },
    },
    {
      kind: 'features', title: { es: 'Calidades', en: 'What every home includes' },
      items: [
        { icon: 'bolt', title: { es: 'Certificación energética A', en: 'A energy rating' }, text: { es: 'Aerotermia y suelo radiante: facturas hasta un 60 % más bajas.', en: 'Heat pump and underfloor heating: bills up to 60% lower.' } },
        { icon: 'home', title: { es: 'Terrazas de 12 a 30 m²', en: 'Terraces of 12 to 30 m²' }, text: { es: 'Todas orientadas al sur y con vistas al parque.', en: 'All facing south with views of the park.' } },
        { icon: 'shield', title: { es: 'Garaje y trastero', en: 'Parking and storage' }, text: { es: 'Incluidos en el precio de cada vivienda.', en: 'Included in the price of every home.' } },
      ],
    },
    {
      kind: 'stats', title: { es: 'La promoción', en: 'The development' },
      items: [
        { value: { es: '48', en: '48' }, label: { es: 'viviendas', en: 'homes' } },
        { value: { es: '70 %', en: '70%' }, label: { es: 'ya reservadas', en: 'already reserved' } },
        { value: { es: '3.500 m²', en: '3,500 m²' }, label: { es: 'de zonas comunes', en: 'of shared grounds' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Pide tu visita al piso piloto', en: 'Book a visit to the show flat' },
      intro: { es: 'Te llamamos para acordar el día y la hora que mejor te vengan.', en: 'We will call you to agree the day and time that suit you.' },
      fields: [FIELDS.name, FIELDS.email, FIELDS.phoneRequired, { ...FIELDS.message, label: { es: '¿Cuántos dormitorios buscas?', en: 'How many bedrooms are you looking for?' } }],
      consent: CONSENT, submit: { es: 'Pedir visita', en: 'Request a viewing' },
      success: { es: 'Gracias. Te llamaremos en menos de 24 horas para acordar la visita.', en: 'Thank you. We will call you within 24 hours to arrange the viewing.' },
    },
    {
      kind: 'contact', title: { es: 'Oficina de ventas', en: 'Sales office' },
      address: { es: 'Avenida del Parque 2, 28050 Madrid', en: 'Avenida del Parque 2, 28050 Madrid, Spain' },
      hours: [{ es: 'Lunes a sábado: 10:00–14:00 y 16:30–19:30', en: 'Monday to Saturday: 10 am–2 pm and 4.30–7.30 pm' }],
      phone: { es: '910 000 000', en: '+34 910 000 000' }, email: { es: 'ventas@residencialmirador.es', en: 'sales@residencialmirador.es' },
    },
  ],
};
