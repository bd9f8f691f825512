import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { withComponentStory } from '../stories/withComponentStory';
import { SplitView } from './SplitView';

const CHATS = [
  { id: 'c1', name: 'Lucía Romero', last: '¿Tenéis cita el jueves?' },
  { id: 'c2', name: 'Pedro Sanz', last: 'Gracias, recibido.' },
  { id: 'c3', name: 'Marta Gil', last: 'Os envío la factura.' },
];

/** An inbox: the list opens a conversation with a click or Enter, as the chat screen will. */
function Inbox() {
  const [open, setOpen] = useState<string | null>(null);
  const chat = CHATS.find((c) => c.id === open);
  return (
    <Box sx={{ height: 360 }}>
      <SplitView
        listLabel="Conversaciones"
        detailLabel="Conversación abierta"
        onBack={() => setOpen(null)}
        placeholder={<EmptyState title="Elige una conversación" headingLevel={3} />}
        list={
          <List disablePadding>
            {CHATS.map((c) => (
              <ListItemButton key={c.id} selected={c.id === open} onClick={() => setOpen(c.id)}>
                <ListItemText primary={c.name} secondary={c.last} />
              </ListItemButton>
            ))}
          </List>
        }
        detail={chat ? <Box sx={{ p: 2 }}><Typography variant="h3" component="h3">{chat.name}</Typography><Typography>{chat.last}</Typography></Box> : null}
      />
    </Box>
  );
}

const meta = { title: 'Components/SplitView', component: Inbox, decorators: [withComponentStory] } satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Dark: Story = { parameters: { mode: 'dark' } };
