import { CONSENT, FIELDS } from './shared';
import { same, type TemplateDefinition } from './template';

/** A free online session: what attendees will learn, the running order, sign-up and questions. */
export const webinar: TemplateDefinition = {
  id: 'webinar',
  category: 'webinar',
  name: { es: 'Webinar', en: 'Webinar' },
  description: { es: 'Para sesiones en línea: lo que aprenderán, el guion, inscripción y preguntas frecuentes.', en: 'For online sessions: what people will learn, the running order, sign-up and FAQs.' },
  brand: same('Aula Pyme'),
  meta: {
    title: { es: 'Webinar gratuito · Consigue clientes con Google sin gastar de más', en: 'Free webinar · Win customers on Google without overspending' },
    description: { es: 'Jueves 20 a las 18:00 (hora de Madrid). 45 minutos en directo y preguntas al final.', en: 'Thursday 20th at 6 pm Madrid time. 45 minutes live with Q&A at the end.' },
  },
  theme: { primary: '#6d28d9', onPrimary: '#ffffff', background: '#ffffff', surface: '#f5f3ff', text: '#1e1b4b', muted: '#4b4f6b', accent: '#c4b5fd', font: 'sans', radius: 12 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Webinar gratuito en directo', en: 'Free live webinar' },
      title: { es: 'Consigue clientes con Google sin gastar de más', en: 'Win customers on Google without overspending' },
      subtitle: { es: 'Jueves 20 a las 18:00 (hora de Madrid). En 45 minutos verás cómo montar una campaña rentable paso a paso.', en: 'Thursday 20th at 6 pm Madrid time. In 45 minutes you will see how to set up a profitable campaign step by step.' },
      cta: { label: { es: 'Apuntarme gratis', en: 'Sign up free' }, href: '#form' },
      image: { alt: { es: 'Ilustración de una pantalla con una videollamada', en: 'Illustration of a screen showing a video call' } },
    },
    {
      kind: 'features', title: { es: 'Lo que aprenderás', en: 'What you will learn' },
      items: [
        { icon: 'chart', title: { es: 'Cuánto invertir', en: 'How much to spend' }, text: { es: 'Calcula un presupuesto que puedas recuperar con tus ventas.', en: 'Work out a budget your sales can pay back.' } },
        { icon: 'book', title: { es: 'Palabras que venden', en: 'Words that sell' }, text: { es: 'Elige búsquedas con intención de compra y descarta las que no.', en: 'Pick searches with buying intent and drop the rest.' } },
        { icon: 'check', title: { es: 'Medir lo que importa', en: 'Measure what matters' }, text: { es: 'Cuenta llamadas y formularios, no solo clics.', en: 'Count calls and forms, not just clicks.' } },
      ],
    },
    {
      kind: 'agenda', title: { es: 'Guion de la sesión', en: 'Running order' },
      items: [
        { time: { es: '0–10 min', en: '0–10 min' }, title: { es: 'Los tres errores que más dinero cuestan', en: 'The three mistakes that cost the most' } },
        { time: { es: '10–30 min', en: '10–30 min' }, title: { es: 'Montamos una campaña en directo', en: 'Building a campaign live' } },
        { time: { es: '30–45 min', en: '30–45 min' }, title: { es: 'Tus preguntas', en: 'Your questions' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Reserva tu plaza', en: 'Save your place' },
      intro: { es: 'Te enviamos el enlace y un recordatorio una hora antes.', en: 'We will send you the link and a reminder an hour before.' },
      fields: [FIELDS.name, FIELDS.email],
      consent: CONSENT, submit: { es: 'Apuntarme', en: 'Sign me up' },
      success: { es: '¡Listo! Te hemos enviado el enlace por correo.', en: 'Done! We have emailed you the link.' },
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Y si no puedo asistir en directo?', en: 'What if I cannot attend live?' }, answer: { es: 'Apúntate igualmente: enviamos la grabación a todos los inscritos.', en: 'Sign up anyway: we send the recording to everyone registered.' } },
        { question: { es: '¿Necesito instalar algo?', en: 'Do I need to install anything?' }, answer: { es: 'No, se ve desde el navegador del ordenador o del móvil.', en: 'No, you can watch in the browser on your computer or phone.' } },
      ],
    },
  ],
};
