type Language = 'es' | 'en';
type Mail = { subject: string; text: string };

const lang = (value: string): Language => (value === 'en' ? 'en' : 'es');

/** The erasure date as a reader of that language writes it, in UTC (the job's clock). */
export function mailDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(lang(language) === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** To the account's owner: when, what goes with it, and how to cancel (sign in: the app offers it). */
export function accountDeletionMail(language: string, publicUrl: string, date: Date, companies: string[]): Mail {
  const l = lang(language);
  const when = mailDate(date, l);
  const login = `${publicUrl}/${l}/login`;
  if (l === 'en') {
    return {
      subject: `Your account will be deleted on ${when}`,
      text: [
        'Hello,', '',
        `You asked us to delete your account. It and its data will be erased on ${when} (UTC).`,
        companies.length ? `These companies you own alone will be erased with it, all their data included: ${companies.join(', ')}.` : '',
        'The invoices we issued you are kept as the law requires (six years after the year of each invoice), no longer tied to you, and then erased.',
        'You have been signed out everywhere.', '',
        `Changed your mind? Sign in before that date at ${login} and choose "Cancel deletion": everything stays as it was.`, '',
        'If you did not ask for this, sign in and cancel, then change your password.',
      ].filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
    };
  }
  return {
    subject: `Tu cuenta se eliminará el ${when}`,
    text: [
      'Hola:', '',
      `Has pedido eliminar tu cuenta. La cuenta y sus datos se borrarán el ${when} (UTC).`,
      companies.length ? `Con ella se borrarán estas empresas de las que eres el único propietario, con todos sus datos: ${companies.join(', ')}.` : '',
      'Las facturas que te hemos emitido se conservan como exige la ley (seis años después del año de cada factura), sin relación ya contigo, y después se borran.',
      'Hemos cerrado tu sesión en todos los dispositivos.', '',
      `¿Has cambiado de idea? Inicia sesión antes de esa fecha en ${login} y elige «Cancelar la eliminación»: todo quedará como estaba.`, '',
      'Si no lo has pedido tú, inicia sesión, cancela y cambia tu contraseña.',
    ].filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
  };
}

/** To every member of a company its owner scheduled for erasure. */
export function companyDeletionMail(language: string, publicUrl: string, date: Date, company: string): Mail {
  const l = lang(language);
  const when = mailDate(date, l);
  if (l === 'en') {
    return {
      subject: `${company} will be deleted on ${when}`,
      text: `Hello,\n\nThe owner of ${company} has asked to delete the company. On ${when} (UTC) all its data will be erased: contacts, campaigns, landings, emails, chats, workflows and files.\n\nUntil then it works as usual; export what you need to keep. Only the owner can cancel the deletion, from the company's settings at ${publicUrl}/${l}/companies.`,
    };
  }
  return {
    subject: `${company} se eliminará el ${when}`,
    text: `Hola:\n\nEl propietario de ${company} ha pedido eliminar la empresa. El ${when} (UTC) se borrarán todos sus datos: contactos, campañas, landings, correos, chats, flujos y archivos.\n\nHasta entonces funciona con normalidad; exporta lo que necesites conservar. Solo el propietario puede cancelar la eliminación, desde los ajustes de la empresa en ${publicUrl}/${l}/companies.`,
  };
}
