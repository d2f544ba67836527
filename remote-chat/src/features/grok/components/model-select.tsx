import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Brain } from '../../brains';
import { findModel, GROK_MODELS, type ModelInfo } from '../model/grok-models';

const BRAIN_VALUE = 'brain:';

/** The Vision or Text-only badge and the price tier of a model. */
export function ModelBadges({ model }: { model: ModelInfo }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        label={model.vision ? 'Vision' : 'Text-only'}
        color={model.vision ? 'secondary' : 'default'}
        variant={model.vision ? 'filled' : 'outlined'}
        data-testid="model-capability"
      />
      <Chip
        size="small"
        variant="outlined"
        label={model.tier}
        aria-label={`Price tier ${model.tier.length} of 4`}
        title={`Price tier ${model.tier.length} of 4`}
        data-testid="model-tier"
      />
    </Stack>
  );
}

/**
 * product §2: the model dropdown, each entry with its description, badge and price tier. Given
 * `brains`, it is the one assistant picker: Grok's models, then the brains, each answering in
 * its own way (a brain's instructions and knowledge, cited as sources).
 */
export function ModelSelect({
  value,
  onChange,
  disabled,
  brains,
  brainId = null,
  onBrainChange,
}: {
  value: string;
  onChange(model: string): void;
  disabled?: boolean;
  brains?: readonly Brain[];
  brainId?: string | null;
  onBrainChange?(brainId: string): void;
}) {
  const brain = brainId ? brains?.find((b) => b.id === brainId) : undefined;
  const selected = brain ? undefined : findModel(value);
  const withBrains = brains !== undefined && brains.length > 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
      <TextField
        select
        size="small"
        label={withBrains ? 'Assistant' : 'Model'}
        value={brain ? `${BRAIN_VALUE}${brain.id}` : value}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.value;
          if (picked.startsWith(BRAIN_VALUE)) onBrainChange?.(picked.slice(BRAIN_VALUE.length));
          else onChange(picked);
        }}
        slotProps={{
          select: {
            renderValue: (id) => {
              const text = String(id);
              const pickedBrain = text.startsWith(BRAIN_VALUE)
                ? brains?.find((b) => `${BRAIN_VALUE}${b.id}` === text)
                : undefined;
              if (pickedBrain)
                return (
                  <Typography noWrap component="span">
                    {pickedBrain.emoji} {pickedBrain.title}
                  </Typography>
                );
              const model = findModel(text);
              return model ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography noWrap component="span">
                    {model.label}
                  </Typography>
                  <ModelBadges model={model} />
                </Stack>
              ) : (
                text
              );
            },
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
          },
        }}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      >
        {withBrains && <ListSubheader>Grok models</ListSubheader>}
        {GROK_MODELS.map((model) => (
          <MenuItem
            key={model.id}
            value={model.id}
            data-model={model.id}
            sx={{ whiteSpace: 'normal', display: 'block', py: 1 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {model.label}
              </Typography>
              <ModelBadges model={model} />
            </Stack>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', maxWidth: 420 }}
            >
              {model.description}
            </Typography>
          </MenuItem>
        ))}
        {withBrains && <ListSubheader>Brains</ListSubheader>}
        {withBrains &&
          brains.map((b) => (
            <MenuItem
              key={b.id}
              value={`${BRAIN_VALUE}${b.id}`}
              data-brain={b.id}
              sx={{ whiteSpace: 'normal', display: 'block', py: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {b.emoji} {b.title}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', maxWidth: 420 }}
              >
                {b.description}
              </Typography>
            </MenuItem>
          ))}
      </TextField>
      {(brain ?? selected) && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="model-description"
          // On a phone the messages need the height; the menu describes every choice.
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          {brain ? brain.description : selected!.description}
        </Typography>
      )}
    </Stack>
  );
}
