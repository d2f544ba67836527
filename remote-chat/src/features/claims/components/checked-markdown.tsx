import { visuallyHiddenSx } from '@astro/shared';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useMemo } from 'react';
import type { MarkdownRenderer } from '../../../components';
import type { ClaimChecks } from '../model/claim-checks';
import { markClaims } from '../model/mark-claims';
import { ClaimSummary } from './claim-summary';

export interface CheckedMarkdownProps {
  text: string;
  checks: ClaimChecks;
}

/** An answer's markdown with its checked claims marked in the text, and the summary under it. */
export const checkedMarkdownWith = ({ renderMarkdown, MarkdownHtml }: MarkdownRenderer) =>
  function CheckedMarkdown({ text, checks }: CheckedMarkdownProps) {
    const marked = useMemo(() => markClaims(renderMarkdown(text), text, checks), [text, checks]);
    return (
      <>
        <Box
          sx={(theme) => ({
            '& .claim-wrong': {
              textDecorationLine: 'underline',
              textDecorationStyle: 'wavy',
              textDecorationColor: theme.palette.error.main,
              textDecorationThickness: '1.5px',
              textUnderlineOffset: '3px',
            },
            '& .claim-note': {
              display: 'inline',
              ml: 0.5,
              px: 0.75,
              py: 0.125,
              borderRadius: 1,
              fontSize: '0.85em',
              color:
                theme.palette.mode === 'dark'
                  ? theme.palette.error.light
                  : theme.palette.error.dark,
              bgcolor: alpha(theme.palette.error.main, 0.1),
              boxDecorationBreak: 'clone',
              WebkitBoxDecorationBreak: 'clone',
            },
            '& .claim-check': { ml: 0.25, color: theme.palette.success.main, fontSize: '0.85em' },
            '& .claim-sr': visuallyHiddenSx,
          })}
        >
          <MarkdownHtml html={marked.html} />
        </Box>
        <ClaimSummary checks={checks} placed={marked.placed} />
      </>
    );
  };
