import { CONSENT, FIELDS } from './shared';
import { same, type TemplateDefinition } from './template';

/** A restaurant: the menu, guests' words, where and when, and a table booking. */
export const restaurant: TemplateDefinition = {
  id: 'restaurant',
  category: 'restaurant',
  name: { es: 'Restaurante', en: 'Restaurant' },
  description: { es: 'Para restaurantes y bares: carta, opiniones, dirección y horario, y reserva de mesa.', en: 'For restaurants and bars: menu, reviews, address and hours, and table booking.' },
  brand: same('Casa Lola'),
  meta: {
    title: { es: 'Casa Lola · Cocina de mercado en el centro', en: 'Casa Lola · Market cooking in the old town' },
    description: { es: 'Arroces, pescado del día y vinos de la tierra. Reserva tu mesa en línea.', en: 'Rice dishes, catch of the day and local wines. Book your table online.' },
  },
  theme: { primary: '#991b1b', onPrimary: '#ffffff', background: '#fffaf0', surface: '#f6ecdc', text: '#1f1a17', muted: '#5b4d42', accent: '#e9b872', font: 'serif', radius: 6 },
  sections: [
    {
      kind: 'hero', layout: 'center',
      eyebrow: { es: 'Cocina de mercado desde 1994', en: 'Market cooking since 1994' },
      title: { es: 'Arroces al fuego de leña y pescado de la lonja de hoy', en: 'Wood-fired rice dishes and today’s catch from the market' },
      subtitle: { es: 'Una casa de comidas familiar en el centro, con terraza y menú del día de lunes a viernes.', en: 'A family eating house in the old town, with a terrace and a set lunch Monday to Friday.' },
      cta: { label: { es: 'Reservar mesa', en: 'Book a table' }, href: '#form' },
      secondaryCta: { label: { es: 'Ver la carta', en: 'See the menu' }, href: '#menu' },
    },
    {
      kind: 'menu', title: { es: 'La carta', en: 'The menu' },
      groups: [
        {
          name: { es: 'Para compartir', en: 'To share' },
          items: [
            { name: { es: 'Croquetas de jamón', en: 'Ham croquettes' }, description: { es: 'Seis unidades, cremosas por dentro.', en: 'Six, creamy inside.' }, price: { es: '9 €', en: '€9' } },
            { name: { es: 'Tomate de la huerta', en: 'Garden tomatoes' }, description: { es: 'Con aceite de arbequina y sal en escamas.', en: 'With arbequina olive oil and flaky salt.' }, price: { es: '8 €', en: '€8' } },
            { name: { es: 'Calamar a la plancha', en: 'Grilled squid' }, price: { es: '14 €', en: '€14' } },
          ],
        },
        {
          name: { es: 'Arroces (mín. 2 personas)', en: 'Rice dishes (min. 2 people)' },
          items: [
            { name: { es: 'Paella valenciana', en: 'Valencian paella' }, description: { es: 'Pollo, conejo, garrofó y judía verde.', en: 'Chicken, rabbit, butter beans and green beans.' }, price: { es: '16 € p.p.', en: '€16 pp' } },
            { name: { es: 'Arroz del señoret', en: 'Señoret rice' }, description: { es: 'Marisco ya pelado.', en: 'With peeled seafood.' }, price: { es: '18 € p.p.', en: '€18 pp' } },
          ],
        },
        {
          name: { es: 'Postres', en: 'Desserts' },
          items: [
            { name: { es: 'Tarta de queso', en: 'Cheesecake' }, price: { es: '6 €', en: '€6' } },
            { name: { es: 'Fruta de temporada', en: 'Seasonal fruit' }, price: { es: '5 €', en: '€5' } },
          ],
        },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Nos han visitado', en: 'Guests say' },
      items: [
        { quote: { es: 'La mejor paella que hemos probado fuera de casa de la abuela.', en: 'The best paella we have had outside grandma’s house.' }, name: same('Familia Roca'), role: { es: 'Comida de domingo', en: 'Sunday lunch' } },
        { quote: { es: 'Servicio atento y el pescado, fresquísimo.', en: 'Attentive service and the fish was as fresh as it gets.' }, name: same('Tom Baker'), role: { es: 'De visita desde Londres', en: 'Visiting from London' } },
      ],
    },
    {
      kind: 'contact', title: { es: 'Dónde estamos', en: 'Where to find us' },
      address: { es: 'Plaza del Mercado 7, 46001 Valencia', en: 'Plaza del Mercado 7, 46001 Valencia, Spain' },
      hours: [
        { es: 'Martes a domingo: 13:00–16:30', en: 'Tuesday to Sunday: 1–4.30 pm' },
        { es: 'Viernes y sábado también cenas: 20:30–23:30', en: 'Friday and Saturday dinners too: 8.30–11.30 pm' },
        { es: 'Lunes: cerrado', en: 'Monday: closed' },
      ],
      phone: same('+34 963 000 000'),
    },
    {
      kind: 'form', title: { es: 'Reserva tu mesa', en: 'Book your table' },
      intro: { es: 'Te confirmamos la reserva por correo. Para grupos de más de 10, llámanos.', en: 'We confirm your booking by email. For groups over 10, please call us.' },
      fields: [FIELDS.name, FIELDS.email, FIELDS.phoneRequired, FIELDS.date, FIELDS.guests],
      consent: CONSENT, submit: { es: 'Reservar', en: 'Book' },
      success: { es: '¡Gracias! Te confirmaremos la mesa en breve.', en: 'Thank you! We will confirm your table shortly.' },
    },
  ],
};
