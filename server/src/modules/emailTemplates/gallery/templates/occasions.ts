import type { GalleryDefinition } from '../blocks';
import { FONTS, GALLERY_DATES, footer, palette } from './common';

/** Holiday greeting and plain letter: emails where the words matter more than the layout. */

const holidayPalette = palette({ page: '#f7f3ec', card: '#ffffff', primary: '#9f1239', onPrimary: '#ffffff', text: '#2a1a1d', muted: '#6b5558', soft: '#fdecef', accent: '#166534', headingFont: FONTS.serif });
export const holidayGreeting: GalleryDefinition = {
  id: 'holiday-greeting', kind: 'holiday-greeting', palette: holidayPalette, ...GALLERY_DATES,
  tags: { types: [10], seasons: [2], features: [1, 5], industries: [1] },
  copy: {
    es: {
      name: 'Felicitación de fiestas', description: 'Un mensaje de agradecimiento de fin de año, con el horario de las fiestas.',
      subject: 'Felices fiestas, {{name|amigo}}', preheader: 'Gracias por este año juntos. Te contamos nuestro horario de Navidad.',
      blocks: [
        { type: 'brand', name: 'Estudio Alba', note: 'Fin de año' },
        { type: 'hero', eyebrow: '✦ Felices fiestas ✦', title: 'Gracias por este año, {{name|amigo}}', text: 'Cada proyecto que nos confiaste nos ha hecho crecer. Te deseamos unas fiestas tranquilas y un año nuevo lleno de buenas noticias.' },
        { type: 'quote', text: 'Lo mejor de este año han sido las personas con las que hemos trabajado. Gracias por ser una de ellas.', author: 'El equipo de Estudio Alba' },
        { type: 'table', title: 'Horario de fiestas', rows: [['24 y 31 de diciembre', '9:00 a 14:00'], ['25 de diciembre y 1 de enero', 'Cerrado'], ['6 de enero', 'Cerrado'], ['Resto de días', 'Horario habitual']] },
        { type: 'signature', lines: ['Con cariño,', 'Ana, Pablo y todo el equipo'] },
        footer('es', 'Estudio Alba', 'Plaza del Pilar 5, 50003 Zaragoza', 'eres cliente de Estudio Alba'),
      ],
    },
    en: {
      name: 'Holiday greeting', description: 'A year-end thank-you message with the opening hours over the holidays.',
      subject: 'Happy holidays, {{name|friend}}', preheader: 'Thank you for this year together. Here are our holiday opening hours.',
      blocks: [
        { type: 'brand', name: 'Alba Studio', note: 'Year end' },
        { type: 'hero', eyebrow: '✦ Happy holidays ✦', title: 'Thank you for this year, {{name|friend}}', text: 'Every project you trusted us with helped us grow. We wish you a peaceful holiday season and a new year full of good news.' },
        { type: 'quote', text: 'The best part of this year has been the people we worked with. Thank you for being one of them.', author: 'The Alba Studio team' },
        { type: 'table', title: 'Holiday opening hours', rows: [['24 and 31 December', '9:00 am to 2:00 pm'], ['25 December and 1 January', 'Closed'], ['26 December', 'Closed'], ['All other days', 'Usual hours']] },
        { type: 'signature', lines: ['Warm wishes,', 'Ana, Paul and the whole team'] },
        footer('en', 'Alba Studio', '5 Castle Square, York YO1 9RN', 'you are an Alba Studio client'),
      ],
    },
  },
};

const letterPalette = palette({ page: '#ffffff', card: '#ffffff', primary: '#1f2937', onPrimary: '#ffffff', text: '#1f2937', muted: '#6b7280', soft: '#f3f4f6', accent: '#374151', font: FONTS.serif });
export const plainLetter: GalleryDefinition = {
  id: 'plain-letter', kind: 'plain-letter', palette: letterPalette, ...GALLERY_DATES,
  tags: { types: [11], seasons: [1], features: [1, 5], industries: [1] },
  copy: {
    es: {
      name: 'Carta sencilla', description: 'Un correo de texto, como una carta personal: sin columnas ni adornos, el que mejor llega a la bandeja principal.',
      subject: 'Una nota personal para {{name|ti}}', preheader: 'Quería escribirte directamente, sin folletos ni ofertas.',
      blocks: [
        { type: 'text', paragraphs: [
          'Hola, {{name|amigo}}:',
          'Te escribo en persona porque quería contarte algo antes de que lo anunciemos en ningún otro sitio. A partir del mes que viene ampliamos el horario de atención para que puedas hablar con nosotros también por las tardes.',
          'Lo hemos decidido escuchando a clientes como tú: muchos nos decíais que las mañanas son el peor momento para llamar. Ahora estaremos disponibles de 9:00 a 20:00, de lunes a viernes.',
          'Si hay algo más que podamos hacer mejor, responde a este correo. Lo leo yo misma y te contestaré.',
        ] },
        { type: 'signature', lines: ['Un saludo cordial,', 'Elena Márquez', 'Directora, Márquez Asesores'] },
        { type: 'divider' },
        footer('es', 'Márquez Asesores', 'Calle Sierpes 30, 41004 Sevilla', 'eres cliente de Márquez Asesores'),
      ],
    },
    en: {
      name: 'Plain letter', description: 'A text email that reads like a personal letter: no columns or decoration, the kind that best reaches the main inbox.',
      subject: 'A personal note for {{name|you}}', preheader: 'I wanted to write to you directly, no brochures or offers.',
      blocks: [
        { type: 'text', paragraphs: [
          'Hi {{name|there}},',
          'I am writing to you personally because I wanted to tell you something before we announce it anywhere else. From next month we are extending our opening hours so you can reach us in the afternoons as well.',
          'We decided this by listening to customers like you: many of you told us mornings are the hardest time to call. We will now be available from 9 am to 8 pm, Monday to Friday.',
          'If there is anything else we could do better, just reply to this email. I read every reply myself and will get back to you.',
        ] },
        { type: 'signature', lines: ['Kind regards,', 'Elena Márquez', 'Director, Márquez Advisors'] },
        { type: 'divider' },
        footer('en', 'Márquez Advisors', '30 King Street, Leeds LS1 2HL', 'you are a Márquez Advisors client'),
      ],
    },
  },
};
