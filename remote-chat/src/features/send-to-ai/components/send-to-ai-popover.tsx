import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../../brains';
import { CheckedAnswer } from '../../claims';
import { findModel, GROK_MODELS, ModelBadges, SourcesList } from '../../grok';
import type { MarkedSelection } from '../hooks/use-marked-selection';
import { useSendToAiFlow, type Step as FlowStep } from '../hooks/use-send-to-ai-flow';
import {
  canSend,
  choiceValue,
  DEFAULT_INSTRUCTION,
  parseChoice,
  superChatUrl,
} from '../model/send-to-ai-request';

const STEPS: { id: FlowStep; label: string }[] = [
  { id: 'select', label: 'Select' },
  { id: 'model', label: 'Model' },
  { id: 'result', label: 'Result' },
];

/** The Send-to-AI steps for one selection: check the text, choose a model or brain, read the answer. */
export default function SendToAiPopover({
  selection,
  onClose,
}: {
  selection: MarkedSelection;
  onClose(): void;
}) {
  const flow = useSendToAiFlow(
    selection.text,
    selection.context,
    selection.data,
    selection.chartIds,
  );
  const brains = useGetBrainsQuery();
  const [copied, setCopied] = useState(false);
  const stepIndex = STEPS.findIndex((s) => s.id === flow.step);
  const assistantName =
    flow.choice?.kind === 'grok'
      ? (findModel(flow.choice.modelId)?.label ?? flow.choice.modelId)
      : flow.choice
        ? (brains.data?.find((b) => b.id === (flow.choice as { brainId: string }).brainId)?.title ??
          'Brain')
        : '';

  return (
    <Popover
      open
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={{
        top: selection.top - window.scrollY + 8,
        left: selection.left - window.scrollX,
      }}
      slotProps={{
        paper: {
          sx: { width: 460, maxWidth: 'calc(100vw - 16px)', p: 2 },
          role: 'dialog',
          'aria-labelledby': 'send-to-ai-title',
        },
      }}
      data-testid="send-to-ai"
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="send-to-ai-title" variant="h6" component="h2">
            Send to AI
          </Typography>
          <IconButton aria-label="Close" onClick={onClose} size="small">
            <Close />
          </IconButton>
        </Stack>
        <Stepper activeStep={stepIndex} alternativeLabel>
          {STEPS.map((s) => (
            <Step key={s.id}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {flow.step === 'select' && (
          <Stack spacing={2}>
            <TextField
              label="Selected text"
              multiline
              minRows={3}
              maxRows={8}
              value={flow.text}
              onChange={(event) => flow.setText(event.target.value)}
              helperText={`From “${selection.context}”`}
              slotProps={{ htmlInput: { maxLength: 8000 } }}
            />
            <TextField
              label="Your question (optional)"
              placeholder={DEFAULT_INSTRUCTION}
              value={flow.instruction}
              onChange={(event) => flow.setInstruction(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                disabled={!flow.text.trim()}
                onClick={() => flow.setStep('model')}
              >
                Next
              </Button>
            </Stack>
          </Stack>
        )}

        {flow.step === 'model' && (
          <Stack spacing={2}>
            {brains.isError && <Alert severity="error">{LOAD_BRAINS_ERROR}</Alert>}
            <TextField
              select
              label="Model or brain"
              value={choiceValue(flow.choice)}
              onChange={(event) => flow.setChoice(parseChoice(event.target.value))}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 380 } } } } },
              }}
            >
              <ListSubheader>Grok models</ListSubheader>
              {GROK_MODELS.map((model) => (
                <MenuItem key={model.id} value={choiceValue({ kind: 'grok', modelId: model.id })}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ width: '100%', justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <span>{model.label}</span>
                    <ModelBadges model={model} />
                  </Stack>
                </MenuItem>
              ))}
              <ListSubheader>Brains</ListSubheader>
              {(brains.data ?? []).map((brain) => (
                <MenuItem key={brain.id} value={choiceValue({ kind: 'brain', brainId: brain.id })}>
                  {brain.emoji} {brain.title}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={flow.backToSelect}>Back</Button>
              <Button
                variant="contained"
                disabled={!canSend(flow.text, flow.choice)}
                onClick={() => void flow.send()}
              >
                Send
              </Button>
            </Stack>
          </Stack>
        )}

        {flow.step === 'result' && (
          <Stack spacing={2}>
            {flow.sending && (
              <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
                <CircularProgress size={18} aria-hidden="true" />
                <Typography>Thinking... asking {assistantName}</Typography>
              </Stack>
            )}
            {flow.error && (
              <Alert severity="error" role="alert" data-testid="send-to-ai-error">
                {flow.error.message}
                {flow.error.detail && <Typography variant="body2">{flow.error.detail}</Typography>}
              </Alert>
            )}
            {flow.result && (
              <Box
                sx={{ maxHeight: 320, overflowY: 'auto', pr: 1 }}
                data-testid="send-to-ai-response"
                aria-label={`Answer from ${assistantName}`}
                role="region"
              >
                <Typography variant="caption" color="text.secondary">
                  {assistantName}
                </Typography>
                <CheckedAnswer text={flow.result.text} checks={flow.result.claimChecks} />
                <SourcesList sources={flow.result.sources} />
              </Box>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button onClick={flow.backToSelect}>Back</Button>
              {flow.result && (
                <>
                  <Button
                    startIcon={<ContentCopy />}
                    onClick={() => {
                      void navigator.clipboard
                        ?.writeText(flow.result!.text)
                        .then(() => setCopied(true));
                    }}
                  >
                    {copied ? 'Copied' : 'Copy response'}
                  </Button>
                  <Button
                    onClick={() => {
                      setCopied(false);
                      flow.newQuery();
                    }}
                  >
                    New query
                  </Button>
                  <Button
                    variant="contained"
                    endIcon={<OpenInNew />}
                    onClick={() =>
                      window.open(
                        superChatUrl(flow.result!.choice, flow.result!.conversation),
                        '_blank',
                        'noopener',
                      )
                    }
                  >
                    Continue in SuperChat
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Popover>
  );
}
