import type { DemoSeeder } from '../demo/demo.seed';
import { importBatch } from '../contactJobs/contactImport.service';
import { insertProperty } from '../customProperties/customProperties.repository';
import { insertPipeline, insertStage } from '../pipelines/pipelines.repository';
import * as pipelines from '../pipelines/pipelines.repository';
import { addMembers, insertList } from '../contactLists/contactLists.repository';
import { insertComment } from '../comments/comments.repository';
import { assignCollaborators } from './contacts.repository';

const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Julia', 'Daniel', 'Paula', 'Álvaro', 'Valeria', 'Pablo', 'Carmen', 'Manuel', 'Elena', 'Javier', 'Marta', 'Sergio', 'Irene', 'Jorge'];
const LAST = ['García López', 'Fernández Ruiz', 'Martínez Sanz', 'Rodríguez Gil', 'Sánchez Moreno', 'Pérez Navarro', 'Gómez Ortega', 'Martín Delgado', 'Jiménez Castro', 'Muñoz Iglesias', 'Álvarez Romero', 'Díaz Herrero', 'Núñez Vidal', 'Ibáñez Soler'];
const COMPANIES = ['Panadería La Espiga', 'Clínica Dental Sonrisa', 'Talleres Hermanos Gil', 'Hotel Mirador', 'Gestoría Andrade', 'Academia Lingua', 'Ferretería El Clavo', 'Estudio Arquitectura Norte', 'Bodegas Ribera Alta', 'Gimnasio Vital'];
const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Bilbao', 'Valladolid', 'A Coruña', 'Granada'];
const SECTORS = ['Retail', 'Salud', 'Hostelería', 'Servicios profesionales', 'Industria', 'Educación'];
const SOURCES = ['Formulario web', 'Google Ads', 'WhatsApp', 'Referido', 'Feria', 'Importación'];
const STAGES: [string, string][] = [['Nuevo', '#90a4ae'], ['Contactado', '#42a5f5'], ['Propuesta enviada', '#ab47bc'], ['Negociación', '#ffa726'], ['Ganado', '#66bb6a'], ['Perdido', '#ef5350']];
const COMMENTS = ['Llamada inicial: interesado en campañas de búsqueda para la zona centro.', 'Pide presupuesto para landing + 3 meses de campaña.', 'Enviada propuesta por email, seguimiento el jueves.', 'Prefiere que le escribamos por WhatsApp por las mañanas.'];

const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

/**
 * The CRM sample of the demo company: custom properties, a sales pipeline, two lists, 60
 * Spanish contacts spread over stages and lists, some assigned to the demo user, with comments.
 * Runs inside the demo seeding transaction, so it only uses repositories (no nested transactions).
 */
export const seedCrmDemo: DemoSeeder = async (deps, demo) => {
  const db = deps.db;
  const companyId = demo.companyId;
  const props = [
    { propertyName: 'Sector', type: 'single_choice' as const, options: SECTORS },
    { propertyName: 'Presupuesto mensual', type: 'number' as const, options: [] },
    { propertyName: 'Cliente', type: 'boolean' as const, options: [] },
    { propertyName: 'Fecha de alta', type: 'date' as const, options: [] },
    { propertyName: 'Intereses', type: 'multiple_choice' as const, options: ['SEO', 'Google Ads', 'Redes sociales', 'Email marketing', 'WhatsApp'] },
    { propertyName: 'Web', type: 'url' as const, options: [] },
  ];
  for (const p of props) await insertProperty(db, { companyId, label: p.propertyName, ...p });
  const defs = props.map((p) => ({ propertyName: p.propertyName, type: p.type, options: p.options }));

  const records = Array.from({ length: 60 }, (_, i) => {
    const name = FIRST[i % FIRST.length];
    const surname = LAST[(i * 7) % LAST.length];
    const organization = COMPANIES[i % COMPANIES.length];
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      row: i + 1,
      values: {
        name, surname, organization,
        email: `${strip(name)}.${strip(surname.split(' ')[0])}${i}@example.es`,
        phone: `+34 6${String(10 + (i % 89)).padStart(2, '0')} ${String(100 + i).slice(-3)} ${String(200 + i * 3).slice(-3)}`,
        jobTitle: ['Gerente', 'Directora de marketing', 'Propietario', 'Responsable de ventas'][i % 4],
        city: CITIES[i % CITIES.length],
        source: SOURCES[i % SOURCES.length],
        customProperties: {
          Sector: SECTORS[i % SECTORS.length],
          'Presupuesto mensual': 300 + (i % 10) * 150,
          Cliente: i % 3 === 0,
          'Fecha de alta': `2025-${month}-${String((i % 27) + 1).padStart(2, '0')}`,
          Intereses: ['SEO', 'Google Ads', 'Redes sociales', 'Email marketing', 'WhatsApp'].filter((_, k) => (i + k) % 3 === 0),
        },
      },
    };
  });
  await importBatch(db, companyId, records, defs, 'skip');
  const contacts = await db.selectFrom('contacts').select('id').where('companyId', '=', companyId).orderBy('createdAt').orderBy('id').execute();
  const ids = contacts.map((c) => c.id);

  const pipeline = await insertPipeline(db, { companyId, name: 'Ventas', description: 'Embudo comercial principal' });
  const stages: { id: string; pipelineId: string }[] = [];
  for (const [position, [name, color]] of STAGES.entries()) {
    stages.push({ id: await insertStage(db, { companyId, pipelineId: pipeline.id, name, color, position }), pipelineId: pipeline.id });
  }
  const onboarding = await insertPipeline(db, { companyId, name: 'Alta de clientes', description: null });
  const onboardingStages = [];
  for (const [position, name] of ['Bienvenida', 'Configuración', 'Activo'].entries()) {
    onboardingStages.push({ id: await insertStage(db, { companyId, pipelineId: onboarding.id, name, color: null, position }), pipelineId: onboarding.id });
  }
  for (const [i, id] of ids.entries()) {
    if (i % 5 !== 4) await pipelines.setContactStage(db, companyId, id, stages[i % stages.length]);
    if (i % 3 === 0) await pipelines.setContactStage(db, companyId, id, onboardingStages[i % onboardingStages.length]);
  }

  const newsletter = await insertList(db, { companyId, name: 'Boletín mensual', description: 'Suscritos al boletín de novedades' });
  const vip = await insertList(db, { companyId, name: 'Clientes VIP', description: 'Cuentas con mayor presupuesto' });
  await addMembers(db, companyId, newsletter, ids.filter((_, i) => i % 2 === 0));
  await addMembers(db, companyId, vip, ids.filter((_, i) => i % 3 === 0));
  await assignCollaborators(db, companyId, ids.filter((_, i) => i % 4 === 0), [demo.userId]);
  for (const [i, id] of ids.slice(0, 12).entries()) {
    await insertComment(db, { companyId, contactId: id, authorId: demo.userId, authorName: 'Demo User', body: COMMENTS[i % COMMENTS.length] });
  }
};
