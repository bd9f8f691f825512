import { required, TextInput } from 'react-admin';

export function ContactListInputs() {
  return (
    <>
      <TextInput source="name" label="resources.contactLists.fields.name" validate={required()} autoFocus />
      <TextInput source="description" label="resources.contactLists.fields.description" multiline minRows={2} />
    </>
  );
}
