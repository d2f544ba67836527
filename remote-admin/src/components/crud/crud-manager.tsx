import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify } from '@astro/shared';
import type { CrudConfig, CrudReorder, DraftShape } from './crud-config';
import { CrudDialog } from './crud-dialog';
import { moveId } from './crud-form';

type Editing<Item> = { kind: 'new' } | { kind: 'edit'; item: Item } | null;

/** No reordering configured: the hook slot still has to be called on every render. */
const noReorder = () => [async () => ({ data: null }), { isLoading: false }] as const;

/**
 * The admin list of one kind of content: loading, error and empty states, a create/edit dialog,
 * delete after confirmation, and where configured a switch and up/down buttons on each item.
 */
export function CrudManager<
  Item extends { id: string },
  Draft extends DraftShape,
  Values,
  Create = Values,
>({ config }: { config: CrudConfig<Item, Draft, Values, Create> }) {
  const { api, texts, toggle, reorder } = config;
  const headingId = useId();
  const deleteTitleId = useId();
  const toast = useNotify();
  const list = api.useList();
  const [create] = api.useCreate();
  const [update] = api.useUpdate();
  const [remove] = api.useRemove();
  const [saveOrder, ordering] = (reorder?.useReorder ?? noReorder)();
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = list.data ?? [];
  const fail = (description: string) =>
    toast({ title: 'Error', description, variant: 'destructive' });

  const save = async (values: Values): Promise<boolean> => {
    const result =
      editing?.kind === 'edit'
        ? await update({ id: editing.item.id, values })
        : await create(config.toCreate(values, items));
    if ('error' in result || result.data.length === 0) {
      fail(texts.saveFailed);
      return false;
    }
    toast(texts.saved(values));
    return true;
  };

  const flip = async (item: Item) => {
    if (!toggle) return;
    const on = !toggle.isOn(item);
    const result = await update({ id: item.id, values: toggle.patch(item, on) });
    if ('error' in result || result.data.length === 0) fail(toggle.failed);
    else if (toggle.changed) toast(toggle.changed(item, on));
  };

  const move = async (item: Item, direction: -1 | 1, failed: string) => {
    const ids = items.map((i) => i.id);
    const next = moveId(ids, item.id, direction);
    if (next === ids) return;
    const result = await saveOrder(next);
    if ('error' in result) fail(failed);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) fail(texts.deleteFailed);
    else toast(texts.deleted(deleting));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {texts.heading}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {texts.newItem}
        </Button>
      </Stack>
      {list.isLoading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">{texts.loading}</Typography>
        </Stack>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {texts.loadFailed}
        </Alert>
      )}
      {list.data && items.length === 0 && (
        <Typography color="text.secondary">{texts.empty}</Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            sx={{ p: 2 }}
            {...{ [`data-${config.name}-id`]: item.id }}
          >
            <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>{config.renderItem(item)}</Box>
              <Stack
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
              >
                {toggle && (
                  <FormControlLabel
                    control={
                      <Switch checked={toggle.isOn(item)} onChange={() => void flip(item)} />
                    }
                    label={toggle.label}
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                )}
                {reorder && (
                  <MoveButtons
                    item={item}
                    reorder={reorder}
                    first={index === 0}
                    last={index === items.length - 1}
                    busy={ordering.isLoading}
                    onMove={(direction) => void move(item, direction, reorder.failed)}
                  />
                )}
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={texts.editLabel(item)}
                    onClick={() => setEditing({ kind: 'edit', item })}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={texts.deleteLabel(item)}
                    onClick={() => setDeleting(item)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Box>
          </Paper>
        ))}
      </Stack>
      {editing && (
        <CrudDialog
          title={editing.kind === 'new' ? texts.newItem : texts.editItem}
          initial={editing.kind === 'new' ? config.empty : config.toDraft(editing.item)}
          fields={config.fields}
          schema={config.schema}
          preview={config.preview}
          maxWidth={config.dialogWidth}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby={deleteTitleId}
      >
        <DialogTitle id={deleteTitleId}>{texts.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && texts.deleteWarning(deleting)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function MoveButtons<Item>({
  item,
  reorder,
  first,
  last,
  busy,
  onMove,
}: {
  item: Item;
  reorder: CrudReorder<Item>;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  return (
    <>
      <Tooltip title="Move up">
        <span>
          <IconButton
            aria-label={reorder.upLabel(item)}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton
            aria-label={reorder.downLabel(item)}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
