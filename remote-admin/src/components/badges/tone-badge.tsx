import Chip from '@mui/material/Chip';

export type BadgeTone = 'blue' | 'yellow' | 'green' | 'grey' | 'red';

/**
 * Fixed colour pairs for each tone, one for light themes and one for dark ones. Each pair keeps
 * the label at well over 4.5:1 contrast, which MUI's computed contrast colours do not promise.
 */
const TONES: Record<BadgeTone, { light: [string, string]; dark: [string, string] }> = {
  blue: { light: ['#dbe8ff', '#0a3a8c'], dark: ['#16325f', '#c4dbff'] },
  yellow: { light: ['#fff1c2', '#5c3f00'], dark: ['#4a3a05', '#ffe08a'] },
  green: { light: ['#d7f2dc', '#14532d'], dark: ['#123d22', '#b1f0c5'] },
  grey: { light: ['#e5e7eb', '#374151'], dark: ['#3a4150', '#e5e7eb'] },
  red: { light: ['#fde0e0', '#8a1414'], dark: ['#5a1616', '#ffd0d0'] },
};

export function ToneBadge({
  tone,
  label,
  title,
}: {
  tone: BadgeTone;
  label: string;
  title?: string;
}) {
  return (
    <Chip
      size="small"
      label={label}
      title={title}
      data-tone={tone}
      sx={(theme) => {
        const [background, color] = TONES[tone][theme.palette.mode];
        return { bgcolor: background, color, fontWeight: 600, border: `1px solid ${color}33` };
      }}
    />
  );
}
