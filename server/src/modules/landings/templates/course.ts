import { CONSENT, FIELDS } from './shared';
import { same, type TemplateDefinition } from './template';

/** An online course: outcomes, syllabus, students' words, price, questions and enrolment. */
export const course: TemplateDefinition = {
  id: 'course',
  category: 'course',
  name: { es: 'Curso en línea', en: 'Online course' },
  description: { es: 'Para formaciones: qué se aprende, temario, opiniones de alumnos, precio, preguntas e inscripción.', en: 'For training: outcomes, syllabus, student reviews, price, FAQs and enrolment.' },
  brand: { es: 'Foto Móvil Academia', en: 'Phone Photo Academy' },
  meta: {
    title: { es: 'Curso de fotografía con el móvil · 6 semanas', en: 'Phone photography course · 6 weeks' },
    description: { es: 'Aprende a hacer fotos de producto y de redes con tu móvil. Clases cortas, ejercicios y correcciones.', en: 'Learn to take product and social photos with your phone. Short lessons, exercises and feedback.' },
  },
  theme: { primary: '#c2410c', onPrimary: '#ffffff', background: '#ffffff', surface: '#fff7ed', text: '#1c1917', muted: '#57534e', accent: '#fdba74', font: 'sans', radius: 10 },
  sections: [
    {
      kind: 'hero', layout: 'split',
      eyebrow: { es: 'Nueva edición: empieza el 3 de febrero', en: 'New cohort starts 3 February' },
      title: { es: 'Fotos de producto profesionales con tu móvil', en: 'Professional product photos with your phone' },
      subtitle: { es: 'Seis semanas, lecciones de diez minutos y correcciones personales de cada ejercicio.', en: 'Six weeks, ten-minute lessons and personal feedback on every exercise.' },
      cta: { label: { es: 'Inscribirme', en: 'Enrol now' }, href: '#form' },
      secondaryCta: { label: { es: 'Ver temario', en: 'See the syllabus' }, href: '#agenda' },
      image: { alt: { es: 'Ilustración de un móvil fotografiando una taza', en: 'Illustration of a phone photographing a mug' } },
    },
    {
      kind: 'features', title: { es: 'Al terminar sabrás', en: 'By the end you will' },
      items: [
        { icon: 'star', title: { es: 'Usar la luz natural', en: 'Use natural light' }, text: { es: 'Fotos limpias junto a una ventana, sin comprar focos.', en: 'Clean shots by a window, without buying lights.' } },
        { icon: 'book', title: { es: 'Componer y editar', en: 'Compose and edit' }, text: { es: 'Encuadres que venden y edición rápida con apps gratuitas.', en: 'Framing that sells and quick edits with free apps.' } },
        { icon: 'heart', title: { es: 'Crear tu estilo', en: 'Build your style' }, text: { es: 'Una identidad visual coherente para tu tienda y tus redes.', en: 'A consistent look for your shop and social media.' } },
      ],
    },
    {
      kind: 'agenda', title: { es: 'Temario', en: 'Syllabus' },
      items: [
        { time: { es: 'Semana 1', en: 'Week 1' }, title: { es: 'Tu móvil como cámara', en: 'Your phone as a camera' } },
        { time: { es: 'Semana 2', en: 'Week 2' }, title: { es: 'Luz natural y reflectores caseros', en: 'Natural light and home-made reflectors' } },
        { time: { es: 'Semana 3', en: 'Week 3' }, title: { es: 'Composición y fondos', en: 'Composition and backdrops' } },
        { time: { es: 'Semana 4', en: 'Week 4' }, title: { es: 'Bodegones y producto en uso', en: 'Still life and products in use' } },
        { time: { es: 'Semana 5', en: 'Week 5' }, title: { es: 'Edición en el móvil', en: 'Editing on the phone' } },
        { time: { es: 'Semana 6', en: 'Week 6' }, title: { es: 'Proyecto final con corrección', en: 'Final project with feedback' } },
      ],
    },
    {
      kind: 'testimonials', title: { es: 'Antiguos alumnos', en: 'Former students' },
      items: [
        { quote: { es: 'Mis ventas en la tienda online subieron en cuanto cambié las fotos.', en: 'My online shop sales went up as soon as I changed the photos.' }, name: same('Carmen Ortega'), role: { es: 'Cerámica artesanal', en: 'Handmade ceramics' } },
        { quote: { es: 'Las correcciones personales valen el curso entero.', en: 'The personal feedback alone is worth the course.' }, name: same('Iván Prieto'), role: { es: 'Tienda de café', en: 'Coffee shop' } },
      ],
    },
    {
      kind: 'pricing', title: { es: 'Precio', en: 'Price' },
      plans: [
        { name: { es: 'Curso completo', en: 'Full course' }, price: { es: '149 €', en: '€149' }, period: { es: 'pago único', en: 'one payment' }, highlighted: true, features: [{ es: '36 lecciones en vídeo', en: '36 video lessons' }, { es: 'Correcciones personales', en: 'Personal feedback' }, { es: 'Acceso durante un año', en: 'One year of access' }, { es: 'Certificado', en: 'Certificate' }], cta: { label: { es: 'Inscribirme', en: 'Enrol now' }, href: '#form' } },
      ],
    },
    {
      kind: 'faq', title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      items: [
        { question: { es: '¿Sirve cualquier móvil?', en: 'Will any phone do?' }, answer: { es: 'Sí, cualquier móvil de los últimos cinco años.', en: 'Yes, any phone from the last five years.' } },
        { question: { es: '¿Y si no me gusta?', en: 'What if I do not like it?' }, answer: { es: 'Te devolvemos el dinero durante los primeros 14 días.', en: 'We refund you within the first 14 days.' } },
      ],
    },
    {
      kind: 'form', title: { es: 'Reserva tu plaza', en: 'Reserve your place' },
      intro: { es: 'Te enviamos el enlace de pago y los detalles de inicio.', en: 'We will send you the payment link and start details.' },
      fields: [FIELDS.name, FIELDS.email],
      consent: CONSENT, submit: { es: 'Reservar plaza', en: 'Reserve my place' },
      success: { es: '¡Gracias! Revisa tu correo para completar la inscripción.', en: 'Thank you! Check your email to complete your enrolment.' },
    },
  ],
};
