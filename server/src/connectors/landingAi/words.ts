import type { LandingAiGoal, LandingAiTone } from '../../../../contract/landings/ai';
import type { FORM_FIELD_NAMES, LandingTheme } from '../../../../contract/landings';
import type { L } from '../../modules/landings/templates/template';

/**
 * The words the sandbox adds around the user's own: per goal what the page asks the visitor to do
 * (with the template whose sections it follows), per tone how it says it. Every text is in both
 * languages; `{brand}` is the business's name.
 */

type Pair = { title: L; text: L };
type GoalWords = {
  /** The gallery template whose section order and form the page follows. */
  templateId: string;
  /** The main call to action, by tone. */
  action: Record<LandingAiTone, L>;
  eyebrow: L;
  formTitle: L;
  formIntro: L;
  /** Fields when the template has no form of its own. */
  fields: (typeof FORM_FIELD_NAMES)[number][];
  steps: [Pair, Pair, Pair];
  faq: { question: L; answer: L }[];
  closing: L;
};

export const GOAL_WORDS: Record<LandingAiGoal, GoalWords> = {
  leads: {
    templateId: 'services',
    action: {
      professional: { es: 'Solicitar información', en: 'Request information' },
      friendly: { es: 'Escríbenos', en: 'Get in touch' },
      bold: { es: 'Quiero saber más', en: 'Tell me more' },
      elegant: { es: 'Concertar una conversación', en: 'Arrange a conversation' },
    },
    eyebrow: { es: 'Respuesta personal y sin compromiso', en: 'A personal reply, no strings attached' },
    formTitle: { es: 'Cuéntanos qué necesitas', en: 'Tell us what you need' },
    formIntro: { es: 'Déjanos tus datos y {brand} te responde personalmente.', en: 'Leave your details and {brand} will reply to you personally.' },
    fields: ['name', 'email', 'phone', 'message'],
    steps: [
      { title: { es: 'Nos escribes', en: 'You write to us' }, text: { es: 'Rellena el formulario con lo que necesitas.', en: 'Fill in the form with what you need.' } },
      { title: { es: 'Te respondemos', en: 'We reply' }, text: { es: '{brand} estudia tu caso y te contesta.', en: '{brand} looks at your case and gets back to you.' } },
      { title: { es: 'Decides', en: 'You decide' }, text: { es: 'Con toda la información, sin compromiso.', en: 'With all the information, no obligation.' } },
    ],
    faq: [
      { question: { es: '¿Pedir información tiene algún coste?', en: 'Does asking for information cost anything?' }, answer: { es: 'No. Preguntar es gratis y no te compromete a nada.', en: 'No. Asking is free and commits you to nothing.' } },
      { question: { es: '¿Qué hacéis con mis datos?', en: 'What do you do with my details?' }, answer: { es: 'Solo los usamos para responder a tu solicitud.', en: 'We only use them to answer your request.' } },
    ],
    closing: { es: '¿Hablamos?', en: 'Shall we talk?' },
  },
  sales: {
    templateId: 'product-launch',
    action: {
      professional: { es: 'Hacer mi pedido', en: 'Place my order' },
      friendly: { es: '¡Lo quiero!', en: 'I want it!' },
      bold: { es: 'Comprar ahora', en: 'Buy now' },
      elegant: { es: 'Reservar el mío', en: 'Reserve mine' },
    },
    eyebrow: { es: 'Disponible ahora', en: 'Available now' },
    formTitle: { es: 'Haz tu pedido', en: 'Place your order' },
    formIntro: { es: 'Déjanos tus datos y {brand} te confirma el pedido y la entrega.', en: 'Leave your details and {brand} will confirm your order and delivery.' },
    fields: ['name', 'email', 'phone'],
    steps: [
      { title: { es: 'Elige', en: 'Choose' }, text: { es: 'Dinos qué quieres en el formulario.', en: 'Tell us what you want in the form.' } },
      { title: { es: 'Confirmamos', en: 'We confirm' }, text: { es: '{brand} te confirma precio y entrega.', en: '{brand} confirms the price and delivery.' } },
      { title: { es: 'Lo recibes', en: 'You receive it' }, text: { es: 'Y lo disfrutas desde el primer día.', en: 'And enjoy it from day one.' } },
    ],
    faq: [
      { question: { es: '¿Cómo se paga?', en: 'How do I pay?' }, answer: { es: 'Te explicamos las formas de pago al confirmar tu pedido.', en: 'We explain the payment options when we confirm your order.' } },
      { question: { es: '¿Puedo cambiar o cancelar el pedido?', en: 'Can I change or cancel my order?' }, answer: { es: 'Sí: escríbenos antes del envío y lo cambiamos.', en: 'Yes: write to us before it ships and we will change it.' } },
    ],
    closing: { es: 'Hazte con el tuyo', en: 'Get yours' },
  },
  bookings: {
    templateId: 'consultancy',
    action: {
      professional: { es: 'Reservar cita', en: 'Book an appointment' },
      friendly: { es: 'Reserva tu hueco', en: 'Grab your spot' },
      bold: { es: 'Reserva ya', en: 'Book now' },
      elegant: { es: 'Solicitar una cita', en: 'Request an appointment' },
    },
    eyebrow: { es: 'Reserva en un minuto', en: 'Book in a minute' },
    formTitle: { es: 'Reserva tu cita', en: 'Book your appointment' },
    formIntro: { es: 'Elige el día que prefieras y {brand} te confirma la hora.', en: 'Choose the day you prefer and {brand} will confirm the time.' },
    fields: ['name', 'phone', 'email', 'date', 'message'],
    steps: [
      { title: { es: 'Elige el día', en: 'Pick a day' }, text: { es: 'Indica en el formulario cuándo te viene bien.', en: 'Tell us in the form when suits you.' } },
      { title: { es: 'Te confirmamos', en: 'We confirm' }, text: { es: '{brand} te confirma la hora por teléfono o correo.', en: '{brand} confirms the time by phone or email.' } },
      { title: { es: 'Te esperamos', en: 'See you there' }, text: { es: 'Solo tienes que venir a tu cita.', en: 'All you need to do is come along.' } },
    ],
    faq: [
      { question: { es: '¿Puedo cambiar la cita?', en: 'Can I change my appointment?' }, answer: { es: 'Sí: avísanos y buscamos otro día.', en: 'Yes: let us know and we will find another day.' } },
      { question: { es: '¿Cuándo recibo la confirmación?', en: 'When do I get the confirmation?' }, answer: { es: 'En cuanto revisamos tu reserva te escribimos o te llamamos.', en: 'As soon as we review your booking we write or call you.' } },
    ],
    closing: { es: 'Tu cita te está esperando', en: 'Your appointment is waiting' },
  },
  event: {
    templateId: 'event',
    action: {
      professional: { es: 'Inscribirme', en: 'Register' },
      friendly: { es: '¡Apúntate!', en: 'Count me in!' },
      bold: { es: 'Reserva tu plaza', en: 'Save your seat' },
      elegant: { es: 'Confirmar asistencia', en: 'Confirm attendance' },
    },
    eyebrow: { es: 'Plazas limitadas', en: 'Limited places' },
    formTitle: { es: 'Reserva tu plaza', en: 'Save your place' },
    formIntro: { es: 'Inscríbete y {brand} te enviará todos los detalles.', en: 'Sign up and {brand} will send you all the details.' },
    fields: ['name', 'email', 'guests'],
    steps: [
      { title: { es: 'Inscríbete', en: 'Sign up' }, text: { es: 'Rellena el formulario en un minuto.', en: 'Fill in the form in a minute.' } },
      { title: { es: 'Recibe los detalles', en: 'Get the details' }, text: { es: 'Te enviamos fecha, lugar y programa.', en: 'We send you the date, place and programme.' } },
      { title: { es: 'Disfruta', en: 'Enjoy' }, text: { es: 'Te esperamos el día del evento.', en: 'We will see you on the day.' } },
    ],
    faq: [
      { question: { es: '¿Puedo ir acompañado?', en: 'Can I bring someone?' }, answer: { es: 'Sí: indica cuántas personas venís en el formulario.', en: 'Yes: say how many of you are coming in the form.' } },
      { question: { es: '¿Y si al final no puedo ir?', en: 'What if I cannot make it?' }, answer: { es: 'Escríbenos y liberamos tu plaza para otra persona.', en: 'Write to us and we will give your place to someone else.' } },
    ],
    closing: { es: 'No te quedes sin plaza', en: 'Do not miss your place' },
  },
  webinar: {
    templateId: 'webinar',
    action: {
      professional: { es: 'Registrarme gratis', en: 'Register for free' },
      friendly: { es: '¡Quiero apuntarme!', en: 'Sign me up!' },
      bold: { es: 'Reserva tu acceso', en: 'Get your access' },
      elegant: { es: 'Solicitar acceso', en: 'Request access' },
    },
    eyebrow: { es: 'Sesión en directo y online', en: 'Live online session' },
    formTitle: { es: 'Regístrate en la sesión', en: 'Register for the session' },
    formIntro: { es: 'Te enviaremos el enlace de acceso y un recordatorio.', en: 'We will send you the access link and a reminder.' },
    fields: ['name', 'email'],
    steps: [
      { title: { es: 'Regístrate', en: 'Register' }, text: { es: 'Solo necesitas tu nombre y tu correo.', en: 'All you need is your name and email.' } },
      { title: { es: 'Recibe el enlace', en: 'Get the link' }, text: { es: '{brand} te envía el acceso y un recordatorio.', en: '{brand} sends you the access link and a reminder.' } },
      { title: { es: 'Conéctate', en: 'Join' }, text: { es: 'Desde el ordenador o el móvil, sin instalar nada.', en: 'From your computer or phone, nothing to install.' } },
    ],
    faq: [
      { question: { es: '¿Necesito instalar algo?', en: 'Do I need to install anything?' }, answer: { es: 'No: basta con el navegador.', en: 'No: your browser is enough.' } },
      { question: { es: '¿Y si no puedo verlo en directo?', en: 'What if I cannot watch it live?' }, answer: { es: 'Regístrate igualmente y te avisaremos si hay grabación.', en: 'Register anyway and we will let you know if there is a recording.' } },
    ],
    closing: { es: 'Guarda tu sitio en la sesión', en: 'Keep your place in the session' },
  },
  app: {
    templateId: 'app',
    action: {
      professional: { es: 'Recibir el enlace de descarga', en: 'Get the download link' },
      friendly: { es: '¡Pruébala!', en: 'Try it!' },
      bold: { es: 'Descárgala ya', en: 'Get it now' },
      elegant: { es: 'Descubrir la app', en: 'Discover the app' },
    },
    eyebrow: { es: 'Disponible para iPhone y Android', en: 'For iPhone and Android' },
    formTitle: { es: 'Te enviamos la app', en: 'We will send you the app' },
    formIntro: { es: 'Déjanos tu correo y te mandamos el enlace de descarga.', en: 'Leave your email and we will send you the download link.' },
    fields: ['email'],
    steps: [
      { title: { es: 'Descárgala', en: 'Download it' }, text: { es: 'Te enviamos el enlace a tu correo.', en: 'We send the link to your email.' } },
      { title: { es: 'Crea tu cuenta', en: 'Create your account' }, text: { es: 'En menos de un minuto.', en: 'In less than a minute.' } },
      { title: { es: 'Empieza', en: 'Get started' }, text: { es: 'Y sácale partido desde el primer día.', en: 'And make the most of it from day one.' } },
    ],
    faq: [
      { question: { es: '¿En qué móviles funciona?', en: 'Which phones does it work on?' }, answer: { es: 'Te lo indicamos junto al enlace de descarga.', en: 'We tell you along with the download link.' } },
      { question: { es: '¿Qué hacéis con mi correo?', en: 'What do you do with my email?' }, answer: { es: 'Solo lo usamos para enviarte el enlace.', en: 'We only use it to send you the link.' } },
    ],
    closing: { es: 'Llévala siempre contigo', en: 'Take it with you wherever you go' },
  },
};

type ToneWords = {
  theme: Pick<LandingTheme, 'font' | 'radius'>;
  featuresTitle: L;
  stepsTitle: L;
  galleryTitle: L;
  faqTitle: L;
  closingText: L;
};

export const TONE_WORDS: Record<LandingAiTone, ToneWords> = {
  professional: {
    theme: { font: 'sans', radius: 8 },
    featuresTitle: { es: 'Qué ofrece {brand}', en: 'What {brand} offers' },
    stepsTitle: { es: 'Cómo funciona', en: 'How it works' },
    galleryTitle: { es: 'Nuestro trabajo', en: 'Our work' },
    faqTitle: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
    closingText: { es: 'Estamos a tu disposición.', en: 'We are at your service.' },
  },
  friendly: {
    theme: { font: 'rounded', radius: 16 },
    featuresTitle: { es: 'Por qué te va a encantar {brand}', en: 'Why you will love {brand}' },
    stepsTitle: { es: 'Así de fácil', en: 'It is that easy' },
    galleryTitle: { es: 'Échale un vistazo', en: 'Take a look' },
    faqTitle: { es: '¿Tienes dudas?', en: 'Got questions?' },
    closingText: { es: '¡Te esperamos con ganas!', en: 'We cannot wait to meet you!' },
  },
  bold: {
    theme: { font: 'sans', radius: 4 },
    featuresTitle: { es: 'Lo que marca la diferencia', en: 'What makes the difference' },
    stepsTitle: { es: 'Tres pasos. Nada más.', en: 'Three steps. That is it.' },
    galleryTitle: { es: 'Míralo tú mismo', en: 'See for yourself' },
    faqTitle: { es: 'Lo que todo el mundo pregunta', en: 'What everyone asks' },
    closingText: { es: 'No lo dejes para mañana.', en: 'Do not leave it for tomorrow.' },
  },
  elegant: {
    theme: { font: 'serif', radius: 2 },
    featuresTitle: { es: 'Lo que nos distingue', en: 'What sets us apart' },
    stepsTitle: { es: 'Nuestro método', en: 'Our approach' },
    galleryTitle: { es: 'Galería', en: 'Gallery' },
    faqTitle: { es: 'Preguntas', en: 'Questions' },
    closingText: { es: 'Será un placer atenderte.', en: 'It will be our pleasure to welcome you.' },
  },
};

/** Who `{brand}` is in the copy when the description names no business: the page speaks as "we". */
export const UNNAMED_IN_COPY: L = { es: 'nuestro equipo', en: 'our team' };

/** Photos without a description of their own: what the alt text can honestly say. */
export const PHOTO_ALT: L = { es: 'Foto {n} de {brand}', en: '{brand} photo {n}' };

/** The text with its `{name}` values, its first letter a capital (a value may start it). */
export const fill = (text: string, values: Record<string, string | number>) => {
  const filled = text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  return filled.charAt(0).toLocaleUpperCase() + filled.slice(1);
};
