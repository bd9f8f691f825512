import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

export type CrmFormToolbarProps = { backTo: string; deletable?: boolean };

/** Save, and delete that returns to the CRM screen (react-admin's default would go to `/<resource>`). */
export function CrmFormToolbar({ backTo, deletable = false }: CrmFormToolbarProps) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && <DeleteButton mutationMode="pessimistic" redirect={() => backTo} />}
    </Toolbar>
  );
}
