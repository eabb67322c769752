import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiContext, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

type Contact = { id: number; name: string; email: string; phone: string };

const contacts: Contact[] = [
  { id: 1, name: 'Birgit Hallberg', email: 'birgit@example.com', phone: '+46 70 123 45 67' },
  { id: 2, name: 'Kwame Asante', email: 'kwame@example.com', phone: '+233 24 555 0101' },
  { id: 3, name: 'Lucía Ferrer', email: 'lucia@example.com', phone: '+34 612 00 11 22' },
  { id: 4, name: 'Pavel Horák', email: 'pavel@example.com', phone: '+420 601 234 567' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

type Errors = Partial<Record<keyof Contact, string>>;

function validate(values: Contact): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'A name is required';
  if (!values.email.trim()) errors.email = 'An e-mail is required';
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) errors.email = 'Not an e-mail address';
  return errors;
}

function ContactForm({ contact }: { contact: Contact }) {
  const apiRef = useGridApiContext();
  // `saved` is what the grid row holds; `values` is what the reader is typing.
  const [saved, setSaved] = React.useState(contact);
  const [values, setValues] = React.useState(contact);
  const errors = validate(values);
  const isDirty = (Object.keys(values) as (keyof Contact)[]).some((key) => values[key] !== saved[key]);
  const isValid = Object.keys(errors).length === 0;

  const field = (name: 'name' | 'email' | 'phone') => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    // Keys typed in the form must not reach the grid's keyboard navigation.
    onKeyDown: (event: React.KeyboardEvent) => event.stopPropagation(),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  // Saving writes the values back into the grid row.
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    apiRef.current.updateRows([values]);
    setSaved(values);
  };

  return (
    <Box
      component="form"
      onSubmit={save}
      noValidate
      sx={{ p: 2, bgcolor: 'background.default', height: '100%', boxSizing: 'border-box' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Name" size="small" {...field('name')} />
        <TextField label="E-mail" size="small" {...field('email')} />
        <TextField label="Phone" size="small" {...field('phone')} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" size="small" variant="contained" disabled={!isDirty || !isValid}>
          Save
        </Button>
        <Button size="small" onClick={() => setValues(saved)} disabled={!isDirty}>
          Discard changes
        </Button>
      </Stack>
    </Box>
  );
}

export default function MasterDetailForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Contact>) => <ContactForm contact={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={contacts}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        label="Contacts"
        hideFooter
      />
    </Box>
  );
}
