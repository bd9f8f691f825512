import type { GalleryDefinition } from '../blocks';
import { FONTS, GALLERY_DATES, footer, palette } from './common';

/** Event invitation, webinar reminder and survey: emails that ask the reader to take part. */

const eventPalette = palette({ page: '#f5f0fa', card: '#ffffff', primary: '#6d28d9', onPrimary: '#ffffff', text: '#1f1633', muted: '#5b5270', soft: '#f3e8ff', accent: '#be185d', headingFont: FONTS.serif });
export const eventInvitation: GalleryDefinition = {
  id: 'event-invitation', kind: 'event-invitation', palette: eventPalette, ...GALLERY_DATES,
  tags: { types: [4], seasons: [1], features: [1, 3, 5], industries: [4] },
  copy: {
    es: {
      name: 'Invitación a evento', description: 'Invitación con fecha, lugar y programa, y botón para confirmar asistencia.',
      subject: '{{name|Hola}}, te invitamos al Foro Pyme Digital', preheader: 'Jueves 18 de marzo en Zaragoza. Plazas limitadas: confirma tu asistencia.',
      blocks: [
        { type: 'brand', name: 'Foro Pyme Digital', note: '3.ª edición' },
        { type: 'hero', eyebrow: 'Invitación personal', title: 'Una mañana para hacer crecer {{organization|tu negocio}}', text: 'Charlas cortas, casos reales y tiempo para conocer a otros empresarios de la zona. Nos encantaría verte allí.', button: 'Confirmar asistencia' },
        { type: 'table', title: 'Detalles', rows: [['Fecha', 'Jueves, 18 de marzo'], ['Horario', '9:30 a 14:00'], ['Lugar', 'Auditorio Delicias, Zaragoza'], ['Precio', 'Gratuito, con inscripción']] },
        { type: 'steps', title: 'Programa', items: [
          { title: '9:30 · Bienvenida y café', text: 'Acreditaciones y primeras conversaciones.' },
          { title: '10:00 · Vender por correo en 2027', text: 'Qué funciona hoy y qué ha dejado de funcionar.' },
          { title: '11:30 · Mesa redonda', text: 'Tres pymes cuentan cómo digitalizaron su atención al cliente.' },
          { title: '13:00 · Networking', text: 'Aperitivo y reuniones uno a uno.' },
        ] },
        { type: 'button', label: 'Reservar mi plaza' },
        footer('es', 'Foro Pyme Digital', 'Auditorio Delicias, Avenida de Navarra 54, 50010 Zaragoza', 'participaste en ediciones anteriores del Foro'),
      ],
    },
    en: {
      name: 'Event invitation', description: 'An invitation with date, venue and agenda, and a button to confirm attendance.',
      subject: '{{name|Hi}}, you are invited to the Small Business Digital Forum', preheader: 'Thursday 18 March in Manchester. Limited places: confirm your attendance.',
      blocks: [
        { type: 'brand', name: 'Small Business Digital Forum', note: '3rd edition' },
        { type: 'hero', eyebrow: 'Personal invitation', title: 'A morning to help {{organization|your business}} grow', text: 'Short talks, real cases and time to meet other business owners from the area. We would love to see you there.', button: 'Confirm attendance' },
        { type: 'table', title: 'Details', rows: [['Date', 'Thursday, 18 March'], ['Time', '9:30 am to 2:00 pm'], ['Venue', 'Central Hall, Manchester'], ['Price', 'Free, registration required']] },
        { type: 'steps', title: 'Agenda', items: [
          { title: '9:30 · Welcome and coffee', text: 'Badge pick-up and first conversations.' },
          { title: '10:00 · Selling by email in 2027', text: 'What works today and what has stopped working.' },
          { title: '11:30 · Panel discussion', text: 'Three small businesses on how they took customer service online.' },
          { title: '1:00 · Networking', text: 'Light lunch and one-to-one meetings.' },
        ] },
        { type: 'button', label: 'Save my seat' },
        footer('en', 'Small Business Digital Forum', 'Central Hall, Oldham Street, Manchester M1 1JQ', 'you attended a previous edition of the Forum'),
      ],
    },
  },
};

const webinarPalette = palette({ page: '#ecf4fb', card: '#ffffff', primary: '#0369a1', onPrimary: '#ffffff', text: '#0c1a26', muted: '#44586a', soft: '#e0f2fe', accent: '#0e7490' });
export const webinarReminder: GalleryDefinition = {
  id: 'webinar-reminder', kind: 'webinar-reminder', palette: webinarPalette, ...GALLERY_DATES,
  tags: { types: [8], seasons: [1], features: [1, 3, 5], industries: [4, 3] },
  copy: {
    es: {
      name: 'Recordatorio de webinar', description: 'Recuerda la sesión a los inscritos: cuándo, cómo conectarse y qué preparar.',
      subject: 'Mañana a las 17:00: tu webinar sobre informes de ventas', preheader: '{{name|Hola}}, guarda este correo: tiene tu enlace de acceso.',
      blocks: [
        { type: 'brand', name: 'Academia Datos', note: 'Webinar en directo' },
        { type: 'hero', eyebrow: 'Recordatorio', title: 'Te esperamos mañana, {{name|amigo}}', text: 'Informes de ventas que se entienden a la primera: 45 minutos prácticos y 15 de preguntas.', button: 'Entrar en la sesión' },
        { type: 'table', rows: [['Fecha', 'Miércoles, 24 de marzo'], ['Hora', '17:00 (hora peninsular)'], ['Duración', '1 hora'], ['Ponente', 'Irene Sola, analista de datos']] },
        { type: 'steps', title: 'Antes de empezar', items: [
          { title: 'Prueba tu conexión', text: 'La sesión funciona en el navegador, sin instalar nada.' },
          { title: 'Ten a mano tus datos', text: 'Una hoja con las ventas del último trimestre te servirá para practicar.' },
          { title: 'Trae tus preguntas', text: 'Reservamos los últimos 15 minutos para resolverlas en directo.' },
        ] },
        { type: 'text', align: 'center', paragraphs: ['¿No puedes asistir? Te enviaremos la grabación al día siguiente.'] },
        footer('es', 'Academia Datos', 'Calle Colón 22, 46004 Valencia', 'te inscribiste en este webinar'),
      ],
    },
    en: {
      name: 'Webinar reminder', description: 'Remind registrants of the session: when, how to join and what to prepare.',
      subject: 'Tomorrow at 5 pm: your webinar on sales reports', preheader: '{{name|Hi}}, keep this email: it has your joining link.',
      blocks: [
        { type: 'brand', name: 'Data Academy', note: 'Live webinar' },
        { type: 'hero', eyebrow: 'Reminder', title: 'See you tomorrow, {{name|friend}}', text: 'Sales reports that make sense at first glance: 45 practical minutes and 15 for questions.', button: 'Join the session' },
        { type: 'table', rows: [['Date', 'Wednesday, 24 March'], ['Time', '5:00 pm (GMT)'], ['Length', '1 hour'], ['Speaker', 'Irene Sola, data analyst']] },
        { type: 'steps', title: 'Before we start', items: [
          { title: 'Check your connection', text: 'The session runs in your browser, nothing to install.' },
          { title: 'Have your numbers ready', text: 'A sheet with last quarter’s sales will help you practise.' },
          { title: 'Bring your questions', text: 'We keep the last 15 minutes to answer them live.' },
        ] },
        { type: 'text', align: 'center', paragraphs: ['Can’t make it? We will send you the recording the next day.'] },
        footer('en', 'Data Academy', '22 Temple Street, Birmingham B2 5BN', 'you registered for this webinar'),
      ],
    },
  },
};

const surveyPalette = palette({ page: '#f0f7f7', card: '#ffffff', primary: '#0f766e', onPrimary: '#ffffff', text: '#132524', muted: '#4a5f5d', soft: '#d5f5ef', accent: '#b45309', font: FONTS.humanist });
export const survey: GalleryDefinition = {
  id: 'survey', kind: 'survey', palette: surveyPalette, ...GALLERY_DATES,
  tags: { types: [7], seasons: [1], features: [1, 6, 5], industries: [1, 5] },
  copy: {
    es: {
      name: 'Encuesta de satisfacción', description: 'Una pregunta con respuesta en un clic (de 1 a 5) y un enlace para dejar comentarios.',
      subject: '{{name|Hola}}, ¿qué tal tu experiencia con nosotros?', preheader: 'Una sola pregunta, menos de un minuto. Nos ayuda mucho.',
      blocks: [
        { type: 'brand', name: 'Clínica Sonrisa' },
        { type: 'hero', tone: 'soft', title: 'Tu opinión nos hace mejores', text: 'Gracias por visitarnos, {{name|amigo}}. ¿Nos regalas un minuto para contarnos qué tal fue?' },
        { type: 'scale', question: '¿Recomendarías nuestra clínica a un amigo o familiar?', options: ['1', '2', '3', '4', '5'], low: 'Nada probable', high: 'Muy probable' },
        { type: 'text', align: 'center', paragraphs: ['Pulsa un número y responderás al momento. Si quieres, en la página siguiente puedes dejarnos un comentario.'] },
        { type: 'button', label: 'Dejar un comentario', variant: 'outline' },
        footer('es', 'Clínica Sonrisa', 'Calle Uría 40, 33003 Oviedo', 'nos visitaste recientemente'),
      ],
    },
    en: {
      name: 'Satisfaction survey', description: 'One question answered in one click (1 to 5) and a link to leave comments.',
      subject: '{{name|Hi}}, how was your experience with us?', preheader: 'Just one question, under a minute. It helps a lot.',
      blocks: [
        { type: 'brand', name: 'Smile Clinic' },
        { type: 'hero', tone: 'soft', title: 'Your feedback makes us better', text: 'Thank you for visiting us, {{name|friend}}. Could you spare a minute to tell us how it went?' },
        { type: 'scale', question: 'How likely are you to recommend our clinic to a friend or relative?', options: ['1', '2', '3', '4', '5'], low: 'Not likely', high: 'Very likely' },
        { type: 'text', align: 'center', paragraphs: ['Tap a number and your answer is recorded straight away. On the next page you can leave a comment if you like.'] },
        { type: 'button', label: 'Leave a comment', variant: 'outline' },
        footer('en', 'Smile Clinic', '40 Queen Street, Edinburgh EH2 3NH', 'you visited us recently'),
      ],
    },
  },
};
