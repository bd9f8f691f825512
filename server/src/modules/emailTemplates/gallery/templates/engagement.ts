import type { GalleryDefinition } from '../blocks';
import { FONTS, GALLERY_DATES, footer, palette } from './common';

/** Newsletter, welcome and re-engagement: the emails of an ongoing relationship. */

const newsletterPalette = palette({ page: '#eef2f6', card: '#ffffff', primary: '#1d4ed8', onPrimary: '#ffffff', text: '#0f172a', muted: '#475569', soft: '#e0e7ff', accent: '#0f766e' });
export const newsletter: GalleryDefinition = {
  id: 'newsletter', kind: 'newsletter', palette: newsletterPalette, ...GALLERY_DATES,
  tags: { types: [1], seasons: [1], features: [1, 4, 5], industries: [1, 3] },
  copy: {
    es: {
      name: 'Boletín mensual', description: 'Tres artículos destacados, una cita y una llamada a la acción: para tu boletín de cada mes.',
      subject: '{{name|Hola}}, lo que ha pasado este mes en Brújula', preheader: 'Tres ideas para vender más sin gastar más en anuncios.',
      blocks: [
        { type: 'brand', name: 'Brújula', note: 'Boletín · Noviembre' },
        { type: 'hero', eyebrow: 'Edición n.º 24', title: 'Menos ruido, más clientes', text: '{{name|Hola}}, este mes hemos reunido lo que mejor ha funcionado a pequeñas empresas como la tuya. Cinco minutos de lectura, ideas para toda la temporada.' },
        { type: 'articles', title: 'En este número', items: [
          { tag: 'Guía', title: 'Cómo escribir asuntos que se abren', text: 'Claridad antes que ingenio: los asuntos que dicen qué hay dentro consiguen más aperturas y menos bajas.', link: 'Leer la guía →' },
          { tag: 'Caso real', title: 'Una panadería que duplicó sus pedidos', text: 'Un formulario sencillo, una lista bien cuidada y un correo cada quince días. Así lo hicieron.', link: 'Ver el caso →' },
          { tag: 'Herramientas', title: 'Automatiza el seguimiento sin perder el trato personal', text: 'Tres flujos que ahorran horas cada semana y que tus clientes agradecerán.', link: 'Descubrir los flujos →' },
        ] },
        { type: 'quote', text: 'Escribimos menos correos que antes, pero cada uno responde a una pregunta real de nuestros clientes.', author: 'Marta Ibáñez, Librería Entrelíneas' },
        { type: 'text', align: 'center', paragraphs: ['¿Tienes una pregunta que quieras ver respondida en el próximo número? Responde a este correo: lo leemos todo.'] },
        { type: 'button', label: 'Leer el boletín completo' },
        footer('es', 'Brújula', 'Calle Mayor 12, 28013 Madrid', 'te suscribiste al boletín de Brújula'),
      ],
    },
    en: {
      name: 'Monthly newsletter', description: 'Three featured stories, a quote and a call to action: for your monthly newsletter.',
      subject: '{{name|Hi}}, here is what happened this month at Compass', preheader: 'Three ideas to sell more without spending more on ads.',
      blocks: [
        { type: 'brand', name: 'Compass', note: 'Newsletter · November' },
        { type: 'hero', eyebrow: 'Issue no. 24', title: 'Less noise, more customers', text: '{{name|Hi there}}, this month we gathered what worked best for small businesses like yours. A five-minute read with ideas for the whole season.' },
        { type: 'articles', title: 'In this issue', items: [
          { tag: 'Guide', title: 'How to write subject lines that get opened', text: 'Clarity beats cleverness: subject lines that say what is inside earn more opens and fewer unsubscribes.', link: 'Read the guide →' },
          { tag: 'Case study', title: 'A bakery that doubled its orders', text: 'One simple form, a well-kept list and an email every other week. Here is how they did it.', link: 'See the case study →' },
          { tag: 'Tools', title: 'Automate follow-ups without losing the personal touch', text: 'Three workflows that save hours every week, and that your customers will appreciate.', link: 'Explore the workflows →' },
        ] },
        { type: 'quote', text: 'We send fewer emails than before, but each one answers a real question from our customers.', author: 'Marta Ibáñez, Entrelíneas Bookshop' },
        { type: 'text', align: 'center', paragraphs: ['Is there a question you would like answered in the next issue? Just reply to this email: we read every message.'] },
        { type: 'button', label: 'Read the full newsletter' },
        footer('en', 'Compass', '12 High Street, Bristol BS1 2AW', 'you subscribed to the Compass newsletter'),
      ],
    },
  },
};

const welcomePalette = palette({ page: '#f4f1fb', card: '#ffffff', primary: '#5b21b6', onPrimary: '#ffffff', text: '#1e1b2e', muted: '#57536b', soft: '#ede9fe', accent: '#9333ea', font: FONTS.humanist });
export const welcome: GalleryDefinition = {
  id: 'welcome', kind: 'welcome', palette: welcomePalette, ...GALLERY_DATES,
  tags: { types: [2], seasons: [1], features: [1, 4, 5], industries: [1, 3] },
  copy: {
    es: {
      name: 'Bienvenida', description: 'Un saludo cálido y tres primeros pasos para quien acaba de darse de alta.',
      subject: 'Te damos la bienvenida a Nube Norte, {{name|amigo}}', preheader: 'Tres pasos para sacarle partido desde hoy.',
      blocks: [
        { type: 'brand', name: 'Nube Norte' },
        { type: 'hero', title: '¡Hola, {{name|amigo}}! Nos alegra tenerte aquí', text: 'Tu cuenta ya está lista. Te dejamos los tres pasos que más ayudan a empezar con buen pie.', button: 'Entrar en mi cuenta' },
        { type: 'steps', title: 'Tus primeros pasos', items: [
          { title: 'Completa tu perfil', text: 'Añade el nombre y el logotipo de {{organization|tu empresa}} para que tus clientes te reconozcan.' },
          { title: 'Importa tus contactos', text: 'Sube un archivo CSV o conecta tu agenda: tardarás menos de dos minutos.' },
          { title: 'Envía tu primera campaña', text: 'Elige una plantilla, ajústala a tu estilo y programa el envío.' },
        ] },
        { type: 'features', items: [
          { symbol: '?', title: 'Centro de ayuda', text: 'Guías breves para cada función.' },
          { symbol: '✉', title: 'Escríbenos', text: 'Respondemos en menos de un día laborable.' },
          { symbol: '★', title: 'Sesión guiada', text: '30 minutos con nuestro equipo, sin coste.' },
        ] },
        { type: 'signature', lines: ['Un abrazo,', 'Laura Campos', 'Atención al cliente de Nube Norte'] },
        footer('es', 'Nube Norte', 'Avenida Diagonal 401, 08008 Barcelona', 'acabas de crear una cuenta en Nube Norte'),
      ],
    },
    en: {
      name: 'Welcome', description: 'A warm hello and three first steps for someone who has just signed up.',
      subject: 'Welcome to Northcloud, {{name|friend}}', preheader: 'Three steps to get the most out of it from day one.',
      blocks: [
        { type: 'brand', name: 'Northcloud' },
        { type: 'hero', title: 'Hi {{name|there}}, we are glad you are here', text: 'Your account is ready. Here are the three steps that help most to get off to a good start.', button: 'Go to my account' },
        { type: 'steps', title: 'Your first steps', items: [
          { title: 'Complete your profile', text: 'Add the name and logo of {{organization|your business}} so your customers recognise you.' },
          { title: 'Import your contacts', text: 'Upload a CSV file or connect your address book: it takes less than two minutes.' },
          { title: 'Send your first campaign', text: 'Pick a template, make it yours and schedule it.' },
        ] },
        { type: 'features', items: [
          { symbol: '?', title: 'Help centre', text: 'Short guides for every feature.' },
          { symbol: '✉', title: 'Write to us', text: 'We answer within one business day.' },
          { symbol: '★', title: 'Guided session', text: '30 minutes with our team, free of charge.' },
        ] },
        { type: 'signature', lines: ['All the best,', 'Laura Campos', 'Customer care at Northcloud'] },
        footer('en', 'Northcloud', '401 Market Street, San Francisco, CA 94105', 'you have just created a Northcloud account'),
      ],
    },
  },
};

const reengagementPalette = palette({ page: '#eef6f0', card: '#ffffff', primary: '#166534', onPrimary: '#ffffff', text: '#14231a', muted: '#4b5f52', soft: '#dcfce7', accent: '#ca8a04' });
export const reEngagement: GalleryDefinition = {
  id: 're-engagement', kind: 're-engagement', palette: reengagementPalette, ...GALLERY_DATES,
  tags: { types: [6], seasons: [1], features: [1, 2, 5], industries: [2, 5] },
  copy: {
    es: {
      name: 'Te echamos de menos', description: 'Para clientes que llevan tiempo sin visitarte: novedades y un incentivo para volver.',
      subject: '{{name|Hola}}, ¿seguimos en contacto?', preheader: 'Hemos cambiado mucho desde tu última visita, y tenemos un regalo para ti.',
      blocks: [
        { type: 'brand', name: 'Verde Mercado', note: 'Fruta y verdura de temporada' },
        { type: 'hero', tone: 'soft', title: 'Hace tiempo que no te vemos, {{name|amigo}}', text: 'Desde tu último pedido hemos estado ocupados mejorando lo que más nos pedíais. Esto es lo nuevo:' },
        { type: 'features', items: [
          { symbol: '✓', title: 'Entrega en 24 h', text: 'En toda la ciudad, con franjas de una hora.' },
          { symbol: '♻', title: 'Cajas sin plástico', text: 'Cartón reciclado y bolsas compostables.' },
          { symbol: '★', title: 'Productores locales', text: 'Más de 40 huertas a menos de 80 km.' },
        ] },
        { type: 'code', label: 'Para tu vuelta, un 15 % en tu próximo pedido:', code: 'VUELVE15', note: 'Válido durante 14 días en pedidos desde 30 €.' },
        { type: 'button', label: 'Hacer un pedido' },
        { type: 'text', align: 'center', paragraphs: ['¿Prefieres recibir menos correos? Responde a este mensaje y lo ajustamos: sin problema.'] },
        footer('es', 'Verde Mercado', 'Mercado Central, puesto 18, 46001 Valencia', 'eres cliente de Verde Mercado'),
      ],
    },
    en: {
      name: 'We miss you', description: 'For customers who have not visited in a while: what is new and a reason to come back.',
      subject: '{{name|Hi}}, shall we stay in touch?', preheader: 'A lot has changed since your last visit, and we have a gift for you.',
      blocks: [
        { type: 'brand', name: 'Green Market', note: 'Seasonal fruit and veg' },
        { type: 'hero', tone: 'soft', title: 'It has been a while, {{name|friend}}', text: 'Since your last order we have been busy improving what you asked for most. Here is what is new:' },
        { type: 'features', items: [
          { symbol: '✓', title: 'Next-day delivery', text: 'Across the city, in one-hour slots.' },
          { symbol: '♻', title: 'Plastic-free boxes', text: 'Recycled cardboard and compostable bags.' },
          { symbol: '★', title: 'Local growers', text: 'Over 40 farms less than 50 miles away.' },
        ] },
        { type: 'code', label: 'Welcome back: 15% off your next order.', code: 'COMEBACK15', note: 'Valid for 14 days on orders over £30.' },
        { type: 'button', label: 'Place an order' },
        { type: 'text', align: 'center', paragraphs: ['Would you rather hear from us less often? Reply to this email and we will adjust it, no problem.'] },
        footer('en', 'Green Market', 'Borough Market, stall 18, London SE1 9AL', 'you are a Green Market customer'),
      ],
    },
  },
};
