import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ToneBadge } from '../../../components';
import { findModel, GROK_MODELS, type GrokModel } from '../model/grok-models';

function ModelFacts({ model }: { model: GrokModel }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ToneBadge
        tone={model.vision ? 'blue' : 'grey'}
        label={model.vision ? 'Vision' : 'Text only'}
      />
      <ToneBadge tone="yellow" label={model.tier} title={`Price tier ${model.tier} of $$$$`} />
    </Stack>
  );
}

const optionText = (model: GrokModel) =>
  `${model.label} · ${model.vision ? 'vision' : 'text only'} · ${model.tier}`;

/**
 * product §2: the model dropdown, with the chosen model's description, vision or text-only badge and
 * price tier. A native select: it works the same with every input method and screen reader.
 */
export function ModelPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) {
  const selected = findModel(value);
  return (
    <Stack spacing={1}>
      <TextField
        select
        fullWidth
        label="Grok model"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {GROK_MODELS.map((model) => (
          <option key={model.id} value={model.id}>
            {optionText(model)}
          </option>
        ))}
      </TextField>
      {selected && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          data-testid="selected-model-facts"
        >
          <ModelFacts model={selected} />
          <Typography variant="body2" color="text.secondary">
            {selected.description}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
