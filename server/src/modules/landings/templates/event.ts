import { CONSENT, FIELDS } from './shared';
import { type TemplateDefinition } from './template';

/** A one-day conference or meetup: programme, figures, questions and registration. */
export const event: TemplateDefinition = {
  id: 'event',
  category: 'event',
  name: { es: 'Evento presencial', en: 'In-person event' },
  description: { es: 'Para jornadas, congresos y encuentros: programa, cifras, preguntas y formulario de inscripción.', en: 'For conferences and meetups: programme, figures, questions and a registration form.' },
  brand: { es: 'Jornada Comercio Digital', en: 'Digital Retail Day' },
  meta: {
    title: { es: 'Jornada Comercio Digital · 14 de marzo, Valencia', en: 'Digital Retail Day · 14 March, Valencia' },
    description: { es: 'Un día de charlas prácticas para vender más en internet. Plazas limitadas, inscripción gratuita.', en: 'A day of practical talks on selling more online. Limited seats, free registration.' },
  },
  theme: { primary: '#fbbf24', onPrimary: '#111827', background: '#0f172a', surface: '#1e293b', text: '#f8fafc', muted: '#cbd5e1', accent: '#f59e0b', font: 'sans', radius: 6 },
  sections: [
    {
      kind: 'hero', layout: 'center',
      eyebrow: { es: '14 de marzo · Palacio de Congresos de Valencia', en: '14 March · Valencia Conference Centre' },
      title: { es: 'Un día para aprender a vender más en internet', en: 'One day to learn how to sell more online' },
      subtitle: { es: 'Ocho charlas prácticas de quienes ya lo hacen, talleres en grupos reducidos y tiempo para conocer a otros comercios.', en: 'Eight practical talks by people who already do it, small-group workshops and time to meet other retailers.' },
      cta: { label: { es: 'Reservar mi plaza', en: 'Save my seat' }, href: '#form' },
      secondaryCta: { label: { es: 'Ver el programa', en: 'See the programme' }, href: '#agenda' },
    },
    {
      kind: 'agenda', title: { es: 'Programa', en: 'Programme' },
      intro: { es: 'Acreditaciones desde las 8:30. Café y comida incluidos.', en: 'Badge pick-up from 8.30 am. Coffee and lunch included.' },
      items: [
        { time: { es: '9:00', en: '9:00 am' }, title: { es: 'Bienvenida: el comercio local en 2026', en: 'Welcome: local retail in 2026' } },
        { time: { es: '9:30', en: '9:30 am' }, title: { es: 'Tu ficha de empresa que sí atrae clientes', en: 'A business profile that actually brings customers' }, text: { es: 'Fotos, reseñas y publicaciones que mueven visitas.', en: 'Photos, reviews and posts that drive visits.' } },
        { time: { es: '11:00', en: '11:00 am' }, title: { es: 'Anuncios de búsqueda con 10 € al día', en: 'Search ads on €10 a day' }, text: { es: 'Palabras clave, presupuesto y cómo medir.', en: 'Keywords, budget and how to measure.' } },
        { time: { es: '13:30', en: '1:30 pm' }, title: { es: 'Comida y encuentros', en: 'Lunch and networking' } },
        { time: { es: '15:00', en: '3:00 pm' }, title: { es: 'Talleres en grupos reducidos', en: 'Small-group workshops' }, text: { es: 'Elige entre WhatsApp para vender, correo o tienda online.', en: 'Choose between selling on WhatsApp, email or an online shop.' } },
        { time: { es: '17:30', en: '5:30 pm' }, title: { es: 'Cierre y sorteo', en: 'Closing and prize draw' } },
      ],
    },
    {
      kind: 'stats', title: { es: 'La jornada en cifras', en: 'The day in figures' },
      items: [
        { value: { es: '8', en: '8' }, label: { es: 'charlas prácticas', en: 'practical talks' } },
        { value: { es: '3', en: '3' }, label: { es: 'talleres a elegir', en: 'workshops to choose from' } },
        { value: { es: '400', en: '400' }, label: { es: 'plazas', en: 'seats' } },
        { value: { es: '0 €', en: '€0' }, label: { es: 'inscripción', en: 'registration' } },
      ],
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿La inscripción es gratuita?', en: 'Is registration free?' }, answer: { es: 'Sí, gracias a los patrocinadores. Solo pedimos que avises si no puedes venir.', en: 'Yes, thanks to our sponsors. We only ask you to tell us if you cannot come.' } },
        { question: { es: '¿Hay aparcamiento?', en: 'Is there parking?' }, answer: { es: 'El palacio tiene aparcamiento público y parada de metro a 200 metros.', en: 'The centre has public parking and a metro stop 200 metres away.' } },
        { question: { es: '¿Se grabarán las charlas?', en: 'Will talks be recorded?' }, answer: { es: 'Sí, los inscritos recibirán las grabaciones una semana después.', en: 'Yes, registered attendees receive the recordings a week later.' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Reserva tu plaza', en: 'Save your seat' },
      intro: { es: 'Te enviaremos la entrada por correo.', en: 'We will email you your ticket.' },
      fields: [FIELDS.name, FIELDS.email, FIELDS.company, FIELDS.phone],
      consent: CONSENT, submit: { es: 'Reservar plaza', en: 'Save my seat' },
      success: { es: '¡Plaza reservada! Revisa tu correo para ver tu entrada.', en: 'Seat saved! Check your email for your ticket.' },
    },
  ],
};
