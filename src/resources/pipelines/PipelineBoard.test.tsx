import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { PIPELINE_SALES, sampleCrmData, STAGE_MEETING, STAGE_NEW, STAGE_WON } from '../../custom/crm/stories/crmFixtures';
import PipelineBoard from './PipelineBoard';
import * as stories from './PipelineBoard.stories';

const { Default, English, AsViewer, NoPipelines } = composeStories(stories);

/**
 * jsdom has no layout; dnd-kit's keyboard moves need one. Each stage column is laid out 300px to
 * the right of the previous one and everything inside it sits at its column's place.
 */
function fakeBoardLayout() {
  Element.prototype.scrollIntoView ??= () => undefined;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('section[aria-labelledby^="stage-"]');
    const index = column ? [...column.parentElement!.children].indexOf(column) : 0;
    const left = index * 300;
    return { x: left, y: 0, left, top: 0, right: left + 280, bottom: 400, width: 280, height: 400, toJSON: () => ({}) } as DOMRect;
  });
}

function renderBoard() {
  const server = createFakeCrmApi(sampleCrmData());
  render(<CrmStoryWrapper server={server} route="crm/board/:pipelineId?" path={`crm/board/${PIPELINE_SALES}`}><PipelineBoard /></CrmStoryWrapper>);
  return server;
}
const stagesOf = (server: ReturnType<typeof createFakeCrmApi>, name: string) =>
  server.data.contacts.find((c) => c.name === name)!.pipelineStages.map((s) => s.pipelineStageId);

describe('PipelineBoard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one column per stage with its contacts and count', async () => {
    render(<Default />);
    const nuevo = await screen.findByRole('region', { name: 'Nuevo' });
    expect(await within(nuevo).findByRole('link', { name: 'Ana García' })).toBeInTheDocument();
    expect(within(nuevo).getByLabelText('1 contacto')).toBeInTheDocument();
    const ganado = screen.getByRole('region', { name: 'Ganado' });
    expect(await within(ganado).findByText('No hay contactos en esta etapa')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([`stage-${STAGE_NEW}-title`, `stage-${STAGE_MEETING}-title`, `stage-${STAGE_WON}-title`]);
  });

  // Moving across columns needs real layout: the Playwright journey (tests/e2e/crm-board.spec.ts) drags by keyboard and mouse.
  it('picks a card up from the keyboard, announces it in Spanish, and Escape puts it back', async () => {
    fakeBoardLayout();
    const server = renderBoard();
    const handle = await screen.findByRole('button', { name: 'Mover Ana García' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('El contacto Ana García está sobre la etapa Nuevo.')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(await screen.findByText('Se ha cancelado el movimiento de Ana García.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'PUT /editPipelineStageOfContact')).toBe(false);
    expect(stagesOf(server, 'Ana')).toEqual([STAGE_NEW]);
  });

  it('adds a stage', async () => {
    const server = renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir etapa' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Negociación{Enter}');
    expect(await screen.findByRole('region', { name: 'Negociación' })).toBeInTheDocument();
    expect(server.data.pipelines[0].stages.map((s) => s.name)).toContain('Negociación');
  });

  it('lets a viewer look but not move anything', async () => {
    render(<AsViewer />);
    await screen.findByRole('link', { name: 'Ana García' });
    expect(screen.queryByRole('button', { name: 'Mover Ana García' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir etapa' })).not.toBeInTheDocument();
  });

  it('speaks English and offers a first pipeline when there is none', async () => {
    render(<English />);
    expect(await screen.findByRole('button', { name: 'Move Ana García' })).toBeInTheDocument();
    render(<NoPipelines />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay embudos' })).toBeInTheDocument();
  });
});
