import { same, type TemplateDefinition } from './template';

/** A neighbourhood shop (a florist) that wants visits, calls and orders. */
export const localShop: TemplateDefinition = {
  id: 'local-shop',
  category: 'local-shop',
  name: { es: 'Tienda de barrio', en: 'Local shop' },
  description: { es: 'Para comercios locales: lo que ofreces, opiniones de vecinos, dirección, horario y llamada a la acción.', en: 'For local shops: what you offer, neighbours’ reviews, address, opening hours and a call to action.' },
  brand: { es: 'Floristería Azahar', en: 'Azahar Florist' },
  meta: {
    title: { es: 'Floristería Azahar · Flores frescas en tu barrio', en: 'Azahar Florist · Fresh flowers in your neighbourhood' },
    description: { es: 'Ramos por encargo, plantas y envío en el día. Ven a vernos o encarga por teléfono.', en: 'Bouquets to order, plants and same-day delivery. Visit us or order by phone.' },
  },
  theme: { primary: '#9d174d', onPrimary: '#ffffff', background: '#ffffff', surface: '#fdf2f8', text: '#1f2937', muted: '#4b5563', accent: '#f9a8d4', font: 'rounded', radius: 16 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Desde 1987 en el barrio', en: 'In the neighbourhood since 1987' },
      title: { es: 'Flores frescas cada mañana, a dos calles de tu casa', en: 'Fresh flowers every morning, two streets from home' },
      subtitle: { es: 'Ramos hechos a mano al momento, plantas que duran y envío a domicilio el mismo día si encargas antes de las 13:00.', en: 'Hand-tied bouquets made while you wait, plants that last, and same-day delivery when you order before 1 pm.' },
      cta: { label: { es: 'Llamar y encargar', en: 'Call to order' }, href: 'tel:+34960000000' },
      secondaryCta: { label: { es: 'Cómo llegar', en: 'Find us' }, href: '#contact' },
      image: { alt: { es: 'Ilustración de un ramo de flores en el mostrador', en: 'Illustration of a bouquet on the shop counter' } },
    },
    {
      kind: 'features', title: { es: 'Lo que encontrarás', en: 'What you will find' },
      items: [
        { icon: 'gift', title: { es: 'Ramos por encargo', en: 'Bouquets to order' }, text: { es: 'Cuéntanos la ocasión y el presupuesto; lo preparamos en 20 minutos.', en: 'Tell us the occasion and budget; we have it ready in 20 minutes.' } },
        { icon: 'home', title: { es: 'Plantas de interior', en: 'House plants' }, text: { es: 'Te explicamos dónde ponerlas y cómo regarlas para que duren años.', en: 'We tell you where to place them and how to water them so they last for years.' } },
        { icon: 'bolt', title: { es: 'Envío en el día', en: 'Same-day delivery' }, text: { es: 'Repartimos en bicicleta por todo el barrio y alrededores.', en: 'We deliver by bike across the neighbourhood and nearby.' } },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Lo que dicen los vecinos', en: 'What neighbours say' },
      items: [
        { quote: { es: 'Siempre aciertan con el ramo y te aconsejan sin prisas. Mi floristería de confianza.', en: 'They always get the bouquet right and take time to advise you. My go-to florist.' }, name: same('Pilar Sanz'), role: { es: 'Clienta desde 2010', en: 'Customer since 2010' } },
        { quote: { es: 'Encargué a las 12 y a las 17 el ramo estaba en casa de mi madre.', en: 'I ordered at noon and by 5 pm the bouquet was at my mother’s.' }, name: same('Andrés Vidal'), role: { es: 'Envío a domicilio', en: 'Home delivery' } },
        { quote: { es: 'Mis plantas de oficina siguen preciosas gracias a sus consejos.', en: 'My office plants still look great thanks to their advice.' }, name: same('Nuria Castro'), role: { es: 'Estudio de diseño', en: 'Design studio' } },
      ],
    },
    {
      kind: 'contact', title: { es: 'Ven a vernos', en: 'Come and see us' },
      address: { es: 'Calle de la Paz 14, 46003 Valencia', en: 'Calle de la Paz 14, 46003 Valencia, Spain' },
      hours: [
        { es: 'Lunes a viernes: 9:00–14:00 y 17:00–20:30', en: 'Monday to Friday: 9 am–2 pm and 5–8.30 pm' },
        { es: 'Sábados: 9:00–14:00', en: 'Saturdays: 9 am–2 pm' },
        { es: 'Domingos: cerrado', en: 'Sundays: closed' },
      ],
      phone: same('+34 960 000 000'), email: same('hola@floristeriaazahar.es'),
    },
    {
      kind: 'cta', title: { es: '¿Una ocasión especial?', en: 'A special occasion?' },
      text: { es: 'Llámanos y te preparamos el ramo perfecto para hoy mismo.', en: 'Call us and we will make the perfect bouquet for today.' },
      cta: { label: { es: 'Llamar ahora', en: 'Call now' }, href: 'tel:+34960000000' },
    },
  ],
};
