import { type TemplateDefinition } from './template';

/** The page after a form: confirmation, what happens next, and one more thing to do. */
export const thankYou: TemplateDefinition = {
  id: 'thank-you',
  category: 'thank-you',
  name: { es: 'Página de gracias', en: 'Thank-you page' },
  description: { es: 'Para después de un formulario o una compra: confirmación, próximos pasos y una acción más.', en: 'For after a form or a purchase: confirmation, next steps and one more action.' },
  brand: { es: 'Tu negocio', en: 'Your business' },
  meta: {
    title: { es: 'Gracias, hemos recibido tu solicitud', en: 'Thank you, we have received your request' },
    description: { es: 'Confirmación de tu solicitud y próximos pasos.', en: 'Confirmation of your request and the next steps.' },
  },
  theme: { primary: '#15803d', onPrimary: '#ffffff', background: '#ffffff', surface: '#f0fdf4', text: '#14291c', muted: '#3f5347', accent: '#86efac', font: 'rounded', radius: 12 },
  sections: [
    {
      kind: 'hero', layout: 'center',
      title: { es: '¡Gracias! Hemos recibido tu solicitud', en: 'Thank you! We have received your request' },
      subtitle: { es: 'Te hemos enviado una confirmación por correo. Si no la ves en unos minutos, revisa la carpeta de spam.', en: 'We have emailed you a confirmation. If you do not see it in a few minutes, check your spam folder.' },
    },
    {
      kind: 'steps', title: { es: 'Qué pasa ahora', en: 'What happens next' },
      items: [
        { title: { es: 'Revisamos tu solicitud', en: 'We review your request' }, text: { es: 'Una persona del equipo la lee hoy mismo.', en: 'Someone on the team reads it today.' } },
        { title: { es: 'Te contactamos', en: 'We get in touch' }, text: { es: 'En menos de 24 horas laborables, por teléfono o correo.', en: 'Within one working day, by phone or email.' } },
        { title: { es: 'Lo dejamos listo', en: 'We get it sorted' }, text: { es: 'Acordamos contigo los detalles y el siguiente paso.', en: 'We agree the details and the next step with you.' } },
      ],
    },
    {
      kind: 'cta', title: { es: '¿Tienes prisa?', en: 'In a hurry?' },
      text: { es: 'Llámanos y te atendemos ahora.', en: 'Call us and we will help you right away.' },
      cta: { label: { es: 'Llamar ahora', en: 'Call now' }, href: 'tel:+34900000000' },
    },
  ],
};
