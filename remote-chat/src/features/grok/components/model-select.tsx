import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { findModel, GROK_MODELS, type ModelInfo } from '../model/grok-models';

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

/** product §2: the model dropdown, each entry with its description, badge and price tier. */
export function ModelSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(model: string): void;
  disabled?: boolean;
}) {
  const selected = findModel(value);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
      <TextField
        select
        size="small"
        label="Model"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          select: {
            renderValue: (id) => {
              const model = findModel(String(id));
              return model ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography noWrap component="span">
                    {model.label}
                  </Typography>
                  <ModelBadges model={model} />
                </Stack>
              ) : (
                String(id)
              );
            },
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
          },
        }}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      >
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
      </TextField>
      {selected && (
        <Typography variant="body2" color="text.secondary" data-testid="model-description">
          {selected.description}
        </Typography>
      )}
    </Stack>
  );
}
