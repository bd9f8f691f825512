import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CreateAdFlow } from './CreateAdFlow';
import * as stories from './CreateAdWizard.stories';
import { wizardServer } from './CreateAdWizard.stories';
import { DRAFT_PMAX, DRAFT_READY, LANDING_DRAFT } from './stories/adsFixtures';
import type { AdsData } from './stories/adsFixtures';

const { English, MissingDraft, SearchAdWithAssets } = composeStories(stories);

function renderFlow(path = 'createad', change?: (ads: AdsData) => void) {
  const { server, ads } = wizardServer(change);
  render(<CrmStoryWrapper server={server} path={path} route="createad"><CreateAdFlow autosaveMs={200} /></CrmStoryWrapper>);
  return { server, ads };
}

/** Types a whole text at once (a paste): the wizard re-renders once, not per key. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
const stepTitle = () => screen.getByRole('heading', { level: 2 });

/** A PNG's first bytes: the signature and IHDR with the pixel size (all the browser check reads). */
function png(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

describe('create ad wizard', () => {
  it('creates a search campaign: ideas added as keywords, a too-long headline blocked, review, submit, thank-you', async () => {
    const { server } = renderFlow();
    await screen.findByRole('radio', { name: /^Búsqueda/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Recibir llamadas' }));
    await next();

    expect(stepTitle()).toHaveTextContent('Paso 2 de 8: Negocio y web');
    await next();
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    await fill(screen.getByRole('textbox', { name: /Nombre de la campaña/ }), 'Fontanería Ruiz');
    await fill(screen.getByRole('textbox', { name: /Nombre del negocio/ }), 'Fontanería Ruiz');
    await fill(screen.getByRole('textbox', { name: /Página de destino/ }), 'https://fontaneriaruiz.es');
    await next();

    expect(stepTitle()).toHaveTextContent('Ubicaciones e idiomas');
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar país, región o ciudad' }), 'Madr');
    await userEvent.click(await screen.findByRole('option', { name: /^Madrid Madrid, Comunidad/ }));
    expect(within(screen.getByRole('list', { name: 'Ubicaciones elegidas' })).getByText('Madrid, Comunidad de Madrid, España')).toBeInTheDocument();
    await next();

    expect(stepTitle()).toHaveTextContent('Presupuesto');
    await userEvent.type(screen.getByRole('textbox', { name: /Presupuesto diario/ }), '20');
    expect(screen.getByTestId('monthly-cap')).toHaveTextContent('608,00 €');
    expect(await screen.findByTestId('click-estimate')).toHaveTextContent(/Entre \d+ y \d+ clics al día/);
    await next();

    expect(stepTitle()).toHaveTextContent('Palabras clave');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir «fontanero madrid»' }));
    await userEvent.click(screen.getByRole('button', { name: 'Añadir «fontanero urgente»' }));
    expect(screen.getByRole('button', { name: '«fontanero madrid» ya añadida' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir «gratis» como negativa' }));
    const typed = screen.getByRole('textbox', { name: 'Nueva palabra clave' });
    await fill(typed, 'uno dos tres cuatro cinco seis siete ocho nueve diez once');
    expect(screen.getByText('Una palabra clave tiene como máximo 10 palabras (tiene 11).')).toBeInTheDocument();
    await userEvent.clear(typed);
    await next();

    expect(stepTitle()).toHaveTextContent('Anuncio');
    const headline = (n: number) => screen.getByRole('textbox', { name: `Título ${n}` });
    await fill(headline(1), 'Fontanero en Madrid');
    await fill(headline(2), 'Urgencias 24 horas en toda la ciudad');
    expect(screen.getByText('Máximo 30 caracteres (tiene 36).')).toBeInTheDocument();
    expect(headline(2)).toHaveAccessibleDescription('Máximo 30 caracteres (tiene 36). 36 de 30 caracteres: sobran 6');
    await fill(headline(3), 'Presupuesto sin compromiso');
    await fill(screen.getByRole('textbox', { name: 'Descripción 1' }), 'Llegamos en 30 minutos.');
    await fill(screen.getByRole('textbox', { name: 'Descripción 2' }), 'Fontaneros con experiencia.');
    await next();
    expect(stepTitle()).toHaveTextContent('Anuncio');
    expect(screen.getByText('Revisa los campos marcados para continuar.')).toBeInTheDocument();
    await userEvent.clear(headline(2));
    await fill(headline(2), 'Urgencias 24 horas');
    await fill(screen.getByRole('textbox', { name: 'Ruta 1' }), 'fontaneros');
    const preview = screen.getByRole('region', { name: 'Vista previa del anuncio' });
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero en Madrid \| Urgencias 24 horas \| Presupuesto sin compromiso$/);
    expect(within(preview).getByTestId('ad-description')).toHaveTextContent(/^Llegamos en 30 minutos\. Fontaneros con experiencia\.$/);
    expect(within(preview).getByTestId('ad-display-url')).toHaveTextContent(/^fontaneriaruiz\.es\/fontaneros$/);
    await next();

    expect(stepTitle()).toHaveTextContent('Recursos');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir: Textos destacados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo recurso: Textos destacados' });
    await fill(within(dialog).getByRole('textbox', { name: /Texto/ }), 'Atención 24 h');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The ad beside the assets gains the callout.
    expect(within(screen.getByRole('region', { name: 'Vista previa del anuncio' })).getByRole('note', { name: 'Textos destacados' })).toHaveTextContent('Atención 24 h');
    await next();

    expect(stepTitle()).toHaveTextContent('Revisión');
    expect(screen.getByText(/fontanero madrid \(De frase\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/thankyou');

    const sent = server.calls.find((c) => c.key === 'POST /googleAds/createSearchCampaign')!.args.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Fontanería Ruiz', goal: 'calls', finalUrl: 'https://fontaneriaruiz.es', dailyBudget: 20,
      keywords: [{ text: 'fontanero madrid', matchType: 'PHRASE' }, { text: 'fontanero urgente', matchType: 'PHRASE' }],
      negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }],
      ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'] },
      criteria: { locations: [{ locationId: '1005493', negative: false }], languages: ['es'] },
      assets: { highlightedText: [{ text: 'Atención 24 h' }] },
    });
    // The draft kept along the way is the one the creation completes.
    const draft = server.calls.find((c) => c.key === 'POST /campaignDraft');
    expect(draft).toBeDefined();
    expect(sent.draftId).toBeDefined();
  });

  it('shows the assets already added under the search ad’s preview', async () => {
    render(<SearchAdWithAssets />);
    const preview = await screen.findByRole('region', { name: 'Vista previa del anuncio' });
    expect(within(preview).getByTestId('ad-display-url')).toHaveTextContent(/^fontaneriaruiz\.es\/fontanero$/);
    expect(within(preview).getByRole('note', { name: 'Textos destacados' })).toHaveTextContent('Atención 24 h · Sin desplazamiento');
    expect(within(within(preview).getByRole('list', { name: 'Enlaces de sitio' })).getByText('Pide presupuesto')).toBeInTheDocument();
    expect(within(preview).getByText('Llamar al 912 345 678')).toBeInTheDocument();
  });

  it('refuses a Performance Max image of the wrong ratio in the browser and uploads a right one, the preview following', async () => {
    const { server } = renderFlow(`createad?draft=${DRAFT_PMAX}`);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Paso 5 de 6: Grupo de recursos');
    const preview = screen.getByRole('region', { name: 'Vista previa de Performance Max' });
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero \| Urgencias 24 h$/);
    expect(within(preview).getByText('Tu fontanero de confianza en Madrid')).toBeInTheDocument();
    expect(within(preview).getByText('Añade una imagen horizontal (1,91:1)')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Título 1' }), ' en Madrid');
    expect(within(preview).getByTestId('ad-headline')).toHaveTextContent(/^Fontanero en Madrid \| Urgencias 24 h$/);
    const landscape = screen.getByRole('region', { name: 'Imagen horizontal' });
    const input = landscape.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, png('cuadrada.png', 600, 600));
    expect(await within(landscape).findByText(/cuadrada\.png: La imagen mide 600×600 píxeles y no tiene la proporción 1,91:1/)).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /files/:companyId/:area')).toBe(false);

    await userEvent.upload(input, png('banner.png', 1200, 628));
    expect(await within(landscape).findByText('banner.png · 1200×628')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.key === 'POST /files/:companyId/:area')).toHaveLength(1);
    // Read back with the token and drawn from an object URL.
    expect(await within(preview).findByRole('img', { name: 'Imagen del anuncio de Fontanería Ruiz' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(server.calls.some((c) => c.key === 'GET /files/:companyId/:area/:fileId')).toBe(true);
  });

  it("puts the platform's refusal on its field and opens that step", async () => {
    renderFlow(`createad?draft=${DRAFT_READY}`, (ads) => {
      ads.refuseCreate = [{ path: 'body.ad.headlines.1', code: 'EXCESSIVE_PUNCTUATION', message: 'Too much punctuation' }];
    });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Revisión');
    await userEvent.click(screen.getByRole('button', { name: 'Crear campaña' }));
    expect(await screen.findByText(/ha rechazado algo en «Anuncio»/)).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Paso 6 de 8: Anuncio');
    const second = screen.getByRole('textbox', { name: 'Título 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Google lo rechaza: tiene demasiados signos de puntuación.')).toBeInTheDocument();
  });

  it('says when a draft no longer exists', async () => {
    render(<MissingDraft />);
    expect(await screen.findByText(/Ese borrador ya no existe/)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Step 6 of 8: Ad');
    expect(screen.getByRole('textbox', { name: 'Headline 1' })).toHaveValue('Fontanero en Madrid');
    expect(screen.getByRole('button', { name: 'Add headline' })).toBeInTheDocument();
  });
  it("leads to one of the company's landings: a published one fills the address, a draft only ties the campaign to it", async () => {
    const { server } = renderFlow();
    await screen.findByRole('radio', { name: /^Búsqueda/ });
    await next();
    const picker = await screen.findByRole('combobox', { name: 'Tu landing' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /Urgencias de fontanería/ }));
    expect(screen.getByRole('textbox', { name: /Página de destino/ })).toHaveValue('https://fontaneria-ruiz.landings.localhost/');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tu landing' }));
    await userEvent.click(await screen.findByRole('option', { name: /Oferta de verano/ }));
    expect(screen.getByText(/Aún no está publicada/)).toBeInTheDocument();
    // The address already typed stays: a draft has none to give.
    expect(screen.getByRole('textbox', { name: /Página de destino/ })).toHaveValue('https://fontaneria-ruiz.landings.localhost/');
    await fill(screen.getByRole('textbox', { name: /Nombre de la campaña/ }), 'Verano');
    // The autosaved draft keeps the choice, so a resumed wizard and the created campaign carry it.
    await waitFor(() => {
      const drafts = server.calls.filter((c) => c.key === 'POST /campaignDraft');
      expect((drafts.at(-1)?.args.body as { answers?: { landingId?: string } } | undefined)?.answers?.landingId).toBe(LANDING_DRAFT);
    });
  });

  it('sends to Projects when the company has no landings yet', async () => {
    renderFlow('createad', (ads) => { ads.landings = []; });
    await screen.findByRole('radio', { name: /^Búsqueda/ });
    await next();
    expect(await screen.findByRole('link', { name: 'crea una en Proyectos' })).toHaveAttribute('href', '/es/projects');
  });
});
